// Markdown to safe HTML: markdown-it with raw HTML off (tags in the text are escaped), then
// sanitize-html with an allow-list, so no script, event handler or javascript: link survives even
// if the renderer let one through.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const renderer = new MarkdownIt({ html: false, linkify: true, breaks: true });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'del', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title'], th: ['style'], td: ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
};
ALLOWED.allowedAttributes = { ...ALLOWED.allowedAttributes, a: ['href', 'title', 'rel', 'target'] };

/** The allow-list pass on rendered HTML. */
export function sanitizeRendered(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

export function markdownToSafeHtml(markdown: string): string {
  return sanitizeRendered(renderer.render(markdown));
}
