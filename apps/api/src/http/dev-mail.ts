// /dev/mail: the embedded default's outbox, so a local user can follow verification and reset links.
// Mounted only while SMTP_URL is unset.
import { Hono } from 'hono';

import type { Database } from '@horizonte/db';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** A development outbox page (/dev/mail, /dev/mensajes): a title, what it holds (HTML) and its items. */
export function paginaDev(titulo: string, introHtml: string, itemsHtml: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${titulo} — Horizonte</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#0f172a}article{border:1px solid #cbd5e1;border-radius:10px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font-family:inherit}a{color:#1d4ed8}</style></head>
<body><h1>${titulo}</h1><p>${introHtml}</p>${itemsHtml}</body></html>`;
}

export function devMailRoutes(db: Database): Hono {
  const mail = new Hono();
  mail.get('/', async (c) => {
    const messages = await db.outboxMail.findMany({ orderBy: { createdAt: 'desc' }, take: 100 });
    const items = messages
      .map(
        (m) =>
          `<article><header><strong>${escapeHtml(m.subject)}</strong><br><small>Para: ${escapeHtml(m.to)} · ${m.createdAt.toLocaleString('es-CO', { timeZone: 'America/Bogota' })}</small></header><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('');
    return c.html(
      paginaDev(
        'Correo de desarrollo',
        'Sin <code>SMTP_URL</code>, Horizonte guarda aquí los correos que enviaría (los 100 más recientes).',
        items || '<p>No hay correos todavía.</p>',
      ),
    );
  });
  mail.get('/messages.json', async (c) => {
    const to = c.req.query('to')?.toLowerCase();
    const messages = await db.outboxMail.findMany({ where: to ? { to } : {}, orderBy: { createdAt: 'desc' }, take: 50 });
    return c.json({
      messages: messages.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        createdAt: m.createdAt.toISOString(),
      })),
    });
  });
  return mail;
}
