// Job: one consejo member's mail with the published report attached (retried on its own).
import { nombrePeriodo } from '@horizonte/contracts';

import type { JobServices } from '../../jobs/queue.ts';
import { mails } from '../../lib/mail/templates.ts';
import { informeMensualDe } from './datos.ts';
import { renderInformePdf } from './pdf.ts';

export async function enviarInforme(
  services: JobServices,
  data: { informeId: string; email: string; nombre: string },
): Promise<void> {
  const informe = await services.db.informeMensual.findUnique({ where: { id: data.informeId }, include: { ph: true } });
  if (!informe) return;
  const pdf = await renderInformePdf(informe.ph, await informeMensualDe(services.db, informe.phId, informe.periodo));
  const message = mails.informeMensual(data.email, data.nombre, informe.ph.nombre, nombrePeriodo(informe.periodo));
  await services.mailer.deliver({
    ...message,
    attachments: [{ filename: pdf.nombre, contentType: 'application/pdf', contentBase64: pdf.bytes.toString('base64') }],
  });
}
