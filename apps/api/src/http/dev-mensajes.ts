// /dev/mensajes: the SMS/WhatsApp outbox outside production (like /dev/mail), so a local user sees the
// messages Horizonte would send and to which number. Never mounted with NODE_ENV=production (app.ts).
import { Hono } from 'hono';

import { formatoCelular } from '@horizonte/contracts';
import type { Database } from '@horizonte/db';

import { escapeHtml, linkify } from './dev-mail.ts';

const ESTADO: Record<string, string> = { pendiente: 'Pendiente', enviado: 'Enviado', fallido: 'Fallido' };

export function devMensajesRoutes(db: Database): Hono {
  const mensajes = new Hono();
  mensajes.get('/', async (c) => {
    const rows = await db.mensaje.findMany({ orderBy: { createdAt: 'desc' }, take: 100 });
    const items = rows
      .map(
        (m) =>
          `<article><header><strong>${m.canal === 'sms' ? 'SMS' : 'WhatsApp'} para ${escapeHtml(formatoCelular(m.telefono))}</strong><br><small>${ESTADO[m.estado] ?? m.estado} · ${m.createdAt.toLocaleString('es-CO', { timeZone: 'America/Bogota' })}${m.plantilla ? ` · plantilla ${escapeHtml(m.plantilla)}` : ''}</small></header><pre>${linkify(m.texto)}</pre>${m.error ? `<p><small>${escapeHtml(m.error)}</small></p>` : ''}</article>`,
      )
      .join('');
    return c.html(`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mensajes de desarrollo — Horizonte</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#0f172a}article{border:1px solid #cbd5e1;border-radius:10px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font-family:inherit}a{color:#1d4ed8}</style></head>
<body><h1>Mensajes de desarrollo</h1><p>Fuera de producción, Horizonte guarda aquí los SMS y mensajes de WhatsApp que enviaría (los 100 más recientes).</p>${items || '<p>No hay mensajes todavía.</p>'}</body></html>`);
  });
  mensajes.get('/messages.json', async (c) => {
    const telefono = c.req.query('telefono');
    const rows = await db.mensaje.findMany({ where: telefono ? { telefono } : {}, orderBy: { createdAt: 'desc' }, take: 50 });
    return c.json({
      mensajes: rows.map((m) => ({
        id: m.id,
        canal: m.canal,
        telefono: m.telefono,
        texto: m.texto,
        plantilla: m.plantilla,
        parametros: m.parametros,
        estado: m.estado,
        createdAt: m.createdAt.toISOString(),
      })),
    });
  });
  return mensajes;
}
