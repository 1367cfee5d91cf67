import { describe, expect, it } from 'vitest';

import { markdownToSafeHtml, markdownToText, sanitizeRendered } from './markdown.ts';

describe('markdownToSafeHtml', () => {
  it('renders the usual markdown', () => {
    expect(markdownToSafeHtml('# Corte de agua\n\n**Martes** de 8 a 12.\n\n- Torre 1\n- Torre 2')).toBe(
      '<h1>Corte de agua</h1>\n<p><strong>Martes</strong> de 8 a 12.</p>\n<ul>\n<li>Torre 1</li>\n<li>Torre 2</li>\n</ul>\n',
    );
    expect(markdownToSafeHtml('[Reglamento](https://altos.co/r.pdf)')).toBe(
      '<p><a href="https://altos.co/r.pdf" rel="noopener noreferrer nofollow" target="_blank">Reglamento</a></p>\n',
    );
  });

  it('lets no script, event handler or javascript: link survive', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '[clic](javascript:alert(1))',
      '[clic](JaVaScRiPt:alert(1))',
      '<a href="javascript:alert(1)">x</a>',
      '<div onclick="alert(1)">x</div>',
      '<iframe src="https://evil.example"></iframe>',
      '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '<svg><script>alert(1)</script></svg>',
    ].join('\n\n');
    const html = markdownToSafeHtml(hostile);
    expect(html).not.toMatch(/<script|<img|<iframe|<svg|<div/i);
    // No real tag carries an event handler (escaped text such as "&lt;img onerror=…" is harmless).
    expect(html).not.toMatch(/<[a-z][^>]*\son\w+=/i);
    expect(
      html
        .match(/<\/?([a-z0-9]+)/gi)
        ?.map((t) => t.replace(/[</]/g, ''))
        .filter((t) => !['p', 'a'].includes(t)),
    ).toEqual([]);
    expect(html).not.toMatch(/<a\s[^>]*href="\s*(javascript|data):/i);
    // Raw HTML is shown as text, escaped.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('the sanitiser alone strips what a renderer might let through', () => {
    expect(
      sanitizeRendered(
        '<p onclick="x()">Hola<script>alert(1)</script></p><a href="javascript:alert(1)">y</a><img src=x onerror=alert(1)>',
      ),
    ).toBe('<p>Hola</p><a rel="noopener noreferrer nofollow" target="_blank">y</a>');
  });
});

describe('markdownToText', () => {
  it('reads the markdown as plain text, without its marks', () => {
    expect(
      markdownToText(
        '# Corte de agua\n\n**Martes** de 8 a 12 & _sin falta_.\n\n- Torre 1\n- Torre 2\n\n[Reglamento](https://altos.co/r.pdf) <b>x</b>',
      ),
    ).toBe(
      'Corte de agua\n\nMartes de 8 a 12 & sin falta.\n\n• Torre 1\n• Torre 2\n\nReglamento (https://altos.co/r.pdf) <b>x</b>',
    );
  });
});
