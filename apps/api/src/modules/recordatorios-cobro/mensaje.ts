// What a collection reminder says, by email and by SMS/WhatsApp: the unit, what it owes, since when,
// the link to pay online (when the complex takes online payments) and the unit's estado de cuenta.
import { formatoFecha } from '@horizonte/contracts';

import { compose } from '../../lib/mail/templates.ts';

export interface Recordatorio {
  phNombre: string;
  unidad: string;
  /** Formatted total owed today (capital, interest, minus saldo a favor). */
  total: string;
  /** The oldest unpaid due date (civil). */
  vencio: string;
  pagarUrl: string | undefined;
  estadoCuentaUrl: string;
}

/** The WhatsApp Business template of a reminder (approved with these four body parameters, in this order). */
export const PLANTILLA_WHATSAPP_COBRO = 'recordatorio_cobro';

const AVISO_CANALES =
  'Recibes este recordatorio por un canal que autorizaste; puedes cambiarlo en Mi Perfil. Horizonte respeta los horarios y la frecuencia de la Ley 2300 de 2023.';

/** The reminder's heading and its first sentence: the mail's subject and opening, and the bell's notice. */
export function avisoRecordatorio(r: Recordatorio): { titulo: string; cuerpo: string } {
  return {
    titulo: `Recordatorio de pago: unidad ${r.unidad} de ${r.phNombre}`,
    cuerpo: `La unidad ${r.unidad} tiene un saldo vencido de ${r.total}, pendiente desde el ${formatoFecha(r.vencio)}.`,
  };
}

export function correoRecordatorio(to: string, r: Recordatorio) {
  const { titulo, cuerpo } = avisoRecordatorio(r);
  return compose(
    to,
    titulo,
    [
      cuerpo,
      'Desde el vencimiento se causan intereses de mora (art. 30 de la Ley 675 de 2001).',
      `Consulta el estado de cuenta: ${r.estadoCuentaUrl}`,
      AVISO_CANALES,
    ],
    r.pagarUrl ? { label: 'Pagar en línea', url: r.pagarUrl } : undefined,
  );
}

/** The SMS text, and the same words as the WhatsApp template's parameters. */
export function textoRecordatorio(r: Recordatorio): { texto: string; parametros: string[] } {
  const enlace = r.pagarUrl ?? r.estadoCuentaUrl;
  return {
    texto: `${r.phNombre}: la unidad ${r.unidad} tiene un saldo vencido de ${r.total}. ${r.pagarUrl ? 'Pagar en línea' : 'Estado de cuenta'}: ${enlace}`,
    parametros: [r.phNombre, r.unidad, r.total, enlace],
  };
}
