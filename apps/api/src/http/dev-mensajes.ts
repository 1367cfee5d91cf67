// /dev/mensajes: the SMS/WhatsApp outbox outside production (like /dev/mail), so a local user sees the
// messages Horizonte would send and to which number. Never mounted with NODE_ENV=production (app.ts).
import { Hono } from 'hono';

import { formatoCelular } from '@horizonte/contracts';
import type { Database } from '@horizonte/db';

import { escapeHtml, linkify, paginaDev } from './dev-mail.ts';

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
    return c.html(
      paginaDev(
        'Mensajes de desarrollo',
        'Fuera de producción, Horizonte guarda aquí los SMS y mensajes de WhatsApp que enviaría (los 100 más recientes).',
        items || '<p>No hay mensajes todavía.</p>',
      ),
    );
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
