// Markdown to safe HTML: markdown-it with raw HTML off (tags in the text are escaped), then
// sanitize-html with an allow-list, so no script, event handler or javascript: link survives even
// if the renderer let one through.
import { LRUCache } from 'lru-cache';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const renderer = new MarkdownIt({ html: false, linkify: true, breaks: true });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'del',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
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

// Every list of comunicados shows each body as HTML, and rendering plus sanitising costs more than
// reading the page; the HTML depends on the text alone, so it is kept by text (up to ~8 M characters).
const renderedByText = new LRUCache<string, string>({
  maxSize: 8_000_000,
  sizeCalculation: (html, markdown) => html.length + markdown.length,
});

export function markdownToSafeHtml(markdown: string): string {
  let html = renderedByText.get(markdown);
  if (html === undefined) {
    html = sanitizeRendered(renderer.render(markdown));
    renderedByText.set(markdown, html);
  }
  return html;
}

const ENTIDADES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/**
 * The plain-text alternative of a comunicado's mail: the same safe HTML read as text (paragraphs and
 * list items on their own lines, a link's address after its words), so no `**` or `#` reaches anyone.
 */
export function markdownToText(markdown: string): string {
  const html = markdownToSafeHtml(markdown)
    .replace(/>\n/g, '>')
    .replace(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_a, href: string, texto: string) =>
      texto === href ? texto : `${texto} (${href})`,
    )
    .replace(/<li>/g, '• ')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/(li|tr|ul|ol)>/g, '\n')
    .replace(/<\/(p|h[1-6]|blockquote|pre)>/g, '\n\n');
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(lt|gt|quot|#39|amp);/g,
    (e) => ENTIDADES[e]!,
  );
  return text.replace(/\n{3,}/g, '\n\n').trim();
}
