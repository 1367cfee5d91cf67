// The landing's contact form (public): a lead with the Ley 1581 de 2012 authorisation it gave (its text
// and date, art. 9). Throttled per address; a filled honeypot gets the same answer and stores nothing,
// and the answer never says whether the email or complex is already known.
import type { z } from 'zod';

import { COMERCIAL_MSG, CONSENTIMIENTO_CONTACTO, type contactoInput } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Requester } from '../access/actor.ts';

/** 5 messages per address an hour: a person writes once or twice, a script is stopped early. */
export const CONTACTO_MAX_POR_IP = 5;
export const CONTACTO_VENTANA_MS = 60 * 60 * 1000;

export async function enviarContacto(
  { db, clock }: Deps,
  requester: Requester,
  data: z.output<typeof contactoInput>,
): Promise<string> {
  await consume(
    db,
    {
      name: 'contacto:ip',
      points: CONTACTO_MAX_POR_IP,
      windowMs: CONTACTO_VENTANA_MS,
      message: COMERCIAL_MSG.demasiadosContactos,
    },
    requester.ip,
    { who: requester },
  );
  if (data.sitioWeb?.trim()) return COMERCIAL_MSG.contactoRecibido;
  const now = clock.now();
  await db.$transaction(async (tx) => {
    const lead = await tx.lead.create({
      data: {
        nombre: data.nombre,
        conjunto: data.conjunto,
        ciudad: data.ciudad,
        unidades: data.unidades,
        telefono: data.telefono,
        email: data.email,
        consentimientoTexto: CONSENTIMIENTO_CONTACTO,
        consentimientoEn: now,
        createdAt: now,
        updatedAt: now,
      },
    });
    await tx.leadEvento.create({ data: { leadId: lead.id, hacia: lead.estado, nota: 'Formulario de contacto', createdAt: now } });
    await audit(tx, {
      action: 'lead.create',
      entity: 'lead',
      entityId: lead.id,
      details: { conjunto: data.conjunto },
      ip: requester.ip,
    });
  });
  return COMERCIAL_MSG.contactoRecibido;
}
