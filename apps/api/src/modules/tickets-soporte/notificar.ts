// The one place a ticket tells its administrator something (issue 33): a mail through the queue and a
// notice in the bell (issue 32), both in the transaction of the change.
import { ESTADO_TICKET_LABELS, type EstadoTicket } from '@horizonte/contracts';
import type { DbClient, TicketSoporte } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { notificar } from '../notificaciones/notificar.ts';

export type EventoTicket = { tipo: 'creado' } | { tipo: 'respuesta'; texto: string } | { tipo: 'estado'; estado: EstadoTicket };

const escapar = (t: string) =>
  t.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function correo(to: string, subject: string, parrafos: string[], url: string): MailMessage {
  return {
    to,
    subject,
    text: [...parrafos, `Ver el ticket: ${url}`, '', '— El equipo de Horizonte'].join('\n\n'),
    html: [
      '<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;color:#0f172a">',
      `<h2 style="color:#1d4ed8">${escapar(subject)}</h2>`,
      ...parrafos.map((p) => `<p style="white-space:pre-line">${escapar(p)}</p>`),
      `<p><a href="${escapar(url)}">Ver el ticket</a></p>`,
      '<p style="color:#475569">— El equipo de Horizonte</p></div>',
    ].join(''),
  };
}

/** Tells the ticket's administrator (by mail, queued in `tx`) that it was opened, answered or changed estado. */
export async function notificarTicket(deps: Deps, tx: DbClient, ticket: TicketSoporte, evento: EventoTicket): Promise<void> {
  const [solicitante, ph] = await Promise.all([
    tx.user.findUnique({ where: { id: ticket.solicitanteId }, select: { email: true, nombre: true } }),
    tx.pH.findUnique({ where: { id: ticket.phId }, select: { identificador: true, nombre: true } }),
  ]);
  if (!solicitante || !ph) return;
  const url = `${deps.config.appUrl}/ph/${encodeURIComponent(ph.identificador)}/admin/ayuda?ticket=${ticket.id}`;
  const ref = `Ticket #${ticket.numero}`;
  const saludo = `Hola, ${solicitante.nombre}:`;
  const mensaje =
    evento.tipo === 'creado'
      ? correo(
          solicitante.email,
          `${ref} recibido: ${ticket.asunto}`,
          [
            saludo,
            `Recibimos tu solicitud de soporte para ${ph.nombre}. Te responderemos por este medio y en la sección Ayuda de tu portal.`,
          ],
          url,
        )
      : evento.tipo === 'respuesta'
        ? correo(
            solicitante.email,
            `${ref}: respuesta del equipo de soporte`,
            [saludo, `El equipo de soporte respondió tu ticket «${ticket.asunto}»:`, evento.texto],
            url,
          )
        : correo(
            solicitante.email,
            `${ref}: ${ESTADO_TICKET_LABELS[evento.estado].toLowerCase()}`,
            [saludo, `Tu ticket «${ticket.asunto}» de ${ph.nombre} pasó a «${ESTADO_TICKET_LABELS[evento.estado]}».`],
            url,
          );
  await deps.jobs.send(tx, 'mail.send', mensaje);
  // Opening it is the administrator's own act: only the platform's answers and changes reach the bell.
  if (evento.tipo === 'creado') return;
  await notificar(deps, tx, {
    destinatarios: [ticket.solicitanteId],
    phId: ticket.phId,
    tipo: 'ticket_soporte_actualizado',
    titulo: mensaje.subject.slice(0, 120),
    cuerpo: (evento.tipo === 'respuesta' ? evento.texto : `«${ticket.asunto}»`).slice(0, 300),
    enlace: `/ph/${ph.identificador}/admin/ayuda?ticket=${ticket.id}`,
  });
}
