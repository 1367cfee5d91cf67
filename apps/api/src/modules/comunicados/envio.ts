// Mailing a comunicado: the job fans out one mail per recipient, enqueued in batches (one
// transaction each). Optional mail respects the opt-out of Ley 1581 (notifAnuncios); a legally
// required notice (obligatorio) goes to everyone, and its mail says why.
import type { JobServices } from '../../jobs/queue.ts';
import { mails } from '../../lib/mail/templates.ts';
import type { AudienciaGuardada } from './audiencia.ts';
import { destinatarios } from './destinatarios.ts';
import { markdownToSafeHtml, markdownToText } from './markdown.ts';

export const LOTE_CORREOS = 100;

export async function enviarComunicado(deps: JobServices, data: { comunicadoId: string }): Promise<void> {
  const comunicado = await deps.db.comunicado.findUnique({
    where: { id: data.comunicadoId },
    include: { ph: { select: { nombre: true } } },
  });
  if (!comunicado) return;
  const para = (await destinatarios(deps.db, comunicado.phId, comunicado.audiencia as AudienciaGuardada)).filter(
    (u) => comunicado.obligatorio || u.settings?.notifAnuncios !== false,
  );
  const preferencias = `${deps.config.appUrl}/perfil`;
  // The body as people read it: the sanitised HTML the portal shows, and its plain-text reading (no `**`).
  const cuerpo = { safeHtml: markdownToSafeHtml(comunicado.cuerpo), text: markdownToText(comunicado.cuerpo) };
  for (let i = 0; i < para.length; i += LOTE_CORREOS) {
    const lote = para.slice(i, i + LOTE_CORREOS);
    await deps.db.$transaction(async (tx) => {
      for (const u of lote)
        await deps.jobs.send(
          tx,
          'mail.send',
          mails.comunicado(u.email, comunicado.ph.nombre, comunicado.titulo, cuerpo, comunicado.obligatorio, preferencias),
        );
    });
  }
}
