// The mails Horizonte sends. Plain text plus a minimal HTML version with the same link.
import {
  formatoFecha,
  formatoFechaHora,
  formatoFechaHoraLarga,
  formatoFechaLarga,
  formatoPesos,
  PQRS_DIAS_POR_VENCER,
} from '@horizonte/contracts';

import type { MailMessage } from './mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A paragraph given both ways: its own plain text and HTML that is already safe (a comunicado's sanitised body). */
export interface RichParagraph {
  text: string;
  safeHtml: string;
}
type Paragraph = string | RichParagraph;

export function compose(
  to: string,
  subject: string,
  paragraphs: Paragraph[],
  action?: { label: string; url: string },
): MailMessage {
  const text = [
    ...paragraphs.map((p) => (typeof p === 'string' ? p : p.text)),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    '',
    '— El equipo de Horizonte',
  ].join('\n\n');
  const html = [
    '<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;color:#0f172a">',
    `<h2 style="color:#1d4ed8">${escapeHtml(subject)}</h2>`,
    ...paragraphs.map((p) => (typeof p === 'string' ? `<p>${escapeHtml(p)}</p>` : `<div>${p.safeHtml}</div>`)),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#475569">Si el botón no funciona, copia este enlace: ${escapeHtml(action.url)}</p>`
      : '',
    '<p style="color:#475569">— El equipo de Horizonte</p></div>',
  ].join('');
  return { to, subject, text, html };
}

/** A civil date `YYYY-MM-DD` in words, e.g. «jueves, 1 de abril de 2027». */
const fechaLarga = (civil: string): string => formatoFechaLarga(civil);

/** An instant in Bogotá in words, e.g. «sábado, 15 de mayo de 2027, 8:00 a. m.». */
const fechaHoraLarga = (instant: Date): string => formatoFechaHoraLarga(instant);

const HORA = new Intl.DateTimeFormat('es-CO', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Bogota' });
const hora = (instant: Date): string => HORA.format(instant).replace(/[\u00a0\u202f]/g, ' ');

export interface ReservaMail {
  zona: string;
  unidad: string;
  inicio: Date;
  fin: Date;
  asistentes: number;
  solicitada: boolean;
  tarifa: number;
  deposito: number;
  cancelableHasta: Date;
}

/** A new PQRS told to the administration: its labels already in Spanish, its due date civil (null for a sugerencia). */
export interface PqrsNuevaMail {
  radicado: string;
  tipo: string;
  subtipo: string;
  asunto: string;
  terminoDias: number | null;
  vence: string | null;
  url: string;
}

export interface ConvocatoriaAsamblea {
  titulo: string;
  tipo: 'ordinaria' | 'extraordinaria';
  segunda: boolean;
  fechaHora: Date;
  lugar: string | null;
  enlace: string | null;
  puntos: string[];
  segundaFechaHora: Date | null;
  url: string;
}

/** An orden de trabajo in a mail: its consecutive, title and the link to it. */
export interface OrdenMail {
  numero: number;
  titulo: string;
  prioridad: string;
  url: string;
}

export const mails = {
  verifyEmail: (to: string, nombre: string, url: string) =>
    compose(
      to,
      'Verifica tu email en Horizonte',
      [
        `Hola ${nombre},`,
        'Gracias por registrarte en Horizonte. Confirma tu email para activar tu cuenta. El enlace vence en 24 horas.',
      ],
      { label: 'Verificar mi email', url },
    ),
  confirmNewEmail: (to: string, nombre: string, url: string) =>
    compose(
      to,
      'Confirma tu nuevo email en Horizonte',
      [
        `Hola ${nombre},`,
        'Pediste usar este email en tu cuenta de Horizonte. Confírmalo para que el cambio se aplique. El enlace vence en 24 horas; si no fuiste tú, ignora este mensaje.',
      ],
      { label: 'Confirmar mi nuevo email', url },
    ),
  emailChangedNotice: (to: string, nombre: string, nuevo: string) =>
    compose(to, 'El email de tu cuenta de Horizonte cambió', [
      `Hola ${nombre},`,
      `Tu cuenta de Horizonte ahora usa el email ${nuevo}. Si no fuiste tú, escríbenos a seguridad@horizonte.co.`,
    ]),
  emailInUseNotice: (to: string, nombre: string) =>
    compose(to, 'Alguien pidió usar tu email en Horizonte', [
      `Hola ${nombre},`,
      'Alguien pidió usar este email en otra cuenta de Horizonte. Como ya es el email de tu cuenta, no cambiamos nada. Si fuiste tú, inicia sesión con este email (o recupera tu contraseña). Si no, ignora este mensaje.',
    ]),
  resetPassword: (to: string, nombre: string, url: string) =>
    compose(
      to,
      'Restablece tu contraseña de Horizonte',
      [
        `Hola ${nombre},`,
        'Recibimos una solicitud para restablecer tu contraseña. El enlace vence en 1 hora y solo se puede usar una vez. Si no fuiste tú, ignora este mensaje.',
      ],
      { label: 'Restablecer contraseña', url },
    ),
  invitation: (to: string, phNombre: string, rolLabel: string, url: string) =>
    compose(
      to,
      `Invitación a ${phNombre} en Horizonte`,
      [
        `Te invitaron a ${phNombre} como ${rolLabel}.`,
        'Acepta la invitación para ingresar al portal de tu conjunto. El enlace vence en 7 días.',
      ],
      { label: 'Aceptar invitación', url },
    ),
  preregistroApproved: (to: string, nombre: string, phNombre: string, url: string) =>
    compose(
      to,
      `Tu preregistro en ${phNombre} fue aprobado`,
      [`Hola ${nombre},`, `La administración de ${phNombre} aprobó tu preregistro.`],
      { label: 'Ingresar al portal', url },
    ),
  preregistroRejected: (to: string, nombre: string, phNombre: string, motivo: string | undefined) =>
    compose(to, `Tu preregistro en ${phNombre} no fue aprobado`, [
      `Hola ${nombre},`,
      `La administración de ${phNombre} no aprobó tu preregistro.`,
      ...(motivo ? [`Motivo: ${motivo}`] : []),
      'Si crees que es un error, contacta a la administración de tu conjunto.',
    ]),
  cuentaDeCobro: (
    to: string,
    phNombre: string,
    unidad: string,
    numero: number,
    periodo: string,
    total: string,
    vence: string,
    moraDesde: string | null,
    /** When the complex takes online payments (issue 28): the «Pagar ahora» link (opens after login). */
    pagarUrl?: string,
  ) =>
    compose(
      to,
      `Cuenta de cobro N.º ${numero} de ${phNombre} (${periodo})`,
      [
        `Adjuntamos la cuenta de cobro de la unidad ${unidad} para el periodo ${periodo}.`,
        `Total a pagar: ${total}. Fecha de vencimiento: ${formatoFecha(vence)}.`,
        ...(moraDesde
          ? [
              `Si no se paga a tiempo, los intereses de mora se causan desde el ${formatoFecha(moraDesde)} (art. 30 de la Ley 675 de 2001).`,
            ]
          : []),
        ...(pagarUrl ? ['Puedes pagarla en línea (PSE, tarjeta, Nequi y otros medios) desde el portal.'] : []),
      ],
      pagarUrl ? { label: 'Pagar ahora', url: pagarUrl } : undefined,
    ),
  recordatorioPago: (to: string, phNombre: string, unidad: string, total: string, venceCivil: string, vencida: boolean) => {
    const vence = formatoFecha(venceCivil);
    return compose(to, vencida ? `Tu cuota de ${phNombre} está vencida` : `Tu cuota de ${phNombre} vence el ${vence}`, [
      `La unidad ${unidad} tiene un saldo de ${total}.`,
      vencida
        ? `La fecha de vencimiento fue el ${vence}; desde entonces se causan intereses de mora (art. 30 de la Ley 675 de 2001).`
        : `Paga antes del ${vence} para evitar intereses de mora.`,
    ]);
  },
  reservaRecibida: (to: string, nombre: string, phNombre: string, r: ReservaMail) =>
    compose(to, `${r.solicitada ? 'Solicitud de reserva recibida' : 'Reserva confirmada'}: ${r.zona} (${phNombre})`, [
      `Hola ${nombre},`,
      `${r.solicitada ? 'Recibimos tu solicitud de reserva' : 'Tu reserva quedó confirmada'}: ${r.zona}, unidad ${r.unidad}, el ${fechaHoraLarga(r.inicio)} hasta las ${hora(r.fin)}, para ${r.asistentes} ${r.asistentes === 1 ? 'persona' : 'personas'}.`,
      r.solicitada
        ? 'La administración debe aprobarla; verás su estado en la sección Reservas del portal.'
        : 'Puedes verla en la sección Reservas del portal.',
      ...(r.tarifa > 0 || r.deposito > 0
        ? [
            `Tarifa: ${formatoPesos(r.tarifa)} · Depósito: ${formatoPesos(r.deposito)}.${r.solicitada ? ' La tarifa se carga a la unidad cuando la reserva se aprueba.' : ''}`,
          ]
        : []),
      `Puedes cancelarla desde el portal hasta el ${formatoFechaHora(r.cancelableHasta)}.`,
    ]),
  pqrsRadicada: (to: string, nombre: string, phNombre: string, radicado: string, asunto: string, vence: string | null) =>
    compose(to, `PQRS ${radicado} radicada en ${phNombre}`, [
      `Hola ${nombre},`,
      `Recibimos tu PQRS «${asunto}» con el radicado ${radicado}.`,
      vence
        ? `La administración debe responderte a más tardar el ${fechaLarga(vence)} (días hábiles, Ley 1755 de 2015).`
        : 'Las sugerencias no tienen un término legal de respuesta; la administración la revisará.',
    ]),
  comunicado: (to: string, phNombre: string, titulo: string, cuerpo: RichParagraph, obligatorio: boolean, preferencias: string) =>
    compose(
      to,
      `${phNombre}: ${titulo}`,
      [
        cuerpo,
        obligatorio
          ? 'Este es un aviso que la ley obliga a enviar a todos los destinatarios; llega aunque hayas desactivado los comunicados por correo.'
          : 'Recibes este comunicado porque tienes activados los comunicados por correo. Puedes dejar de recibirlos (Ley 1581 de 2012) en tus preferencias; los avisos obligatorios por ley seguirán llegando.',
      ],
      obligatorio ? undefined : { label: 'Dejar de recibir comunicados por correo', url: preferencias },
    ),
  pqrsNueva: (to: string, nombre: string, phNombre: string, p: PqrsNuevaMail) =>
    compose(
      to,
      `Nueva PQRS ${p.radicado} en ${phNombre}`,
      [
        `Hola ${nombre},`,
        `Se radicó en ${phNombre} la PQRS ${p.radicado}: ${p.tipo} «${p.asunto}» (clase: ${p.subtipo}).`,
        p.vence
          ? `Término: ${p.terminoDias} días hábiles; debe responderse a más tardar el ${fechaLarga(p.vence)} (Ley 1755 de 2015, art. 14).`
          : 'Es una sugerencia: no tiene un término legal de respuesta.',
      ],
      { label: 'Ver la PQRS', url: p.url },
    ),
  pqrsResumen: (to: string, nombre: string, phNombre: string, lineas: string[]) =>
    compose(to, `PQRS por vencer en ${phNombre}: ${lineas.length}`, [
      `Hola ${nombre},`,
      `Estas PQRS de ${phNombre} vencen en los próximos ${PQRS_DIAS_POR_VENCER} días hábiles o ya vencieron:`,
      ...lineas,
    ]),
  mantenimientoResumen: (to: string, nombre: string, phNombre: string, lineas: string[]) =>
    compose(to, `Mantenimiento por vencer en ${phNombre}: ${lineas.length}`, [
      `Hola ${nombre},`,
      `Estas tareas y obligaciones de ${phNombre} vencen en los próximos 30 días o ya vencieron:`,
      ...lineas,
    ]),
  documentosProveedorPorVencer: (to: string, nombre: string, phNombre: string, lineas: string[]) =>
    compose(to, `Documentos de proveedores por vencer en ${phNombre}: ${lineas.length}`, [
      `Hola ${nombre},`,
      `Estos documentos de proveedores de ${phNombre} vencen en los próximos 30 días o ya vencieron. Pide la renovación antes de seguir contratando:`,
      ...lineas,
    ]),
  pqrsRespondida: (to: string, nombre: string, phNombre: string, radicado: string, respuesta: string) =>
    compose(to, `Respuesta a tu PQRS ${radicado} (${phNombre})`, [
      `Hola ${nombre},`,
      `La administración de ${phNombre} respondió tu PQRS ${radicado}:`,
      respuesta,
      'Si no estás de acuerdo, puedes reabrirla desde el portal dentro de los 10 días hábiles siguientes.',
    ]),
  autorizacionVisitante: (
    to: string,
    nombre: string,
    phNombre: string,
    visitante: string,
    unidad: string,
    codigo: string,
    desde: string,
    hasta: string,
  ) =>
    compose(to, `Autorización de visita en ${phNombre}: ${codigo}`, [
      `Hola ${nombre},`,
      `Autorizaste el ingreso de ${visitante} a la unidad ${unidad}, del ${desde} al ${hasta}.`,
      `Comparte con tu visitante este código o el QR adjunto; en portería lo escanean o lo digitan: ${codigo}`,
      'El código sirve para los ingresos que indicaste y deja de servir si lo revocas desde el portal.',
    ]),
  paqueteRecibido: (
    to: string,
    nombre: string,
    phNombre: string,
    unidad: string,
    descripcion: string,
    remitente: string | null,
    recibido: string,
  ) =>
    compose(to, `Tienes un paquete en portería (${phNombre})`, [
      `Hola ${nombre},`,
      `Portería recibió un paquete para la unidad ${unidad} el ${recibido}: ${descripcion}${remitente ? ` (de ${remitente})` : ''}.`,
      'Recógelo en portería; quien lo reciba firma con su nombre.',
    ]),
  asambleaConvocatoria: (to: string, nombre: string, phNombre: string, c: ConvocatoriaAsamblea) =>
    compose(
      to,
      `${c.segunda ? 'Segunda convocatoria' : 'Convocatoria'}: ${c.titulo} (${phNombre})`,
      [
        `Hola ${nombre},`,
        `${c.segunda ? 'La asamblea no tuvo quórum y se reúne en segunda convocatoria (art. 41, Ley 675 de 2001)' : `Se convoca a la asamblea ${c.tipo} de copropietarios de ${phNombre}`}: «${c.titulo}».`,
        `Fecha y hora: ${fechaHoraLarga(c.fechaHora)}.`,
        ...(c.lugar ? [`Lugar: ${c.lugar}.`] : []),
        ...(c.enlace ? [`Enlace de la reunión: ${c.enlace}`] : []),
        `Orden del día: ${c.puntos.map((p, i) => `${i + 1}. ${p}`).join(' ')}`,
        ...(c.segundaFechaHora && !c.segunda
          ? [
              `Si no hay quórum, la reunión se hará en segunda convocatoria el ${fechaHoraLarga(c.segundaFechaHora)} y decidirá con cualquier número plural de unidades (art. 41, Ley 675 de 2001).`,
            ]
          : []),
        'Si no puedes asistir, otorga un poder desde el portal.',
      ],
      { label: 'Ver la convocatoria y otorgar poder', url: c.url },
    ),
  asambleaActa: (to: string, nombre: string, phNombre: string, titulo: string, impugnableHasta: string) =>
    compose(to, `Acta publicada: ${titulo} (${phNombre})`, [
      `Hola ${nombre},`,
      `Adjuntamos el acta de la asamblea «${titulo}» de ${phNombre} (art. 47, Ley 675 de 2001).`,
      `Las decisiones pueden impugnarse hasta el ${fechaLarga(impugnableHasta)} (art. 49, Ley 675 de 2001).`,
    ]),
  informeMensual: (to: string, nombre: string, phNombre: string, mes: string) =>
    compose(to, `Informe mensual de ${mes} (${phNombre})`, [
      `Hola ${nombre},`,
      `La administración de ${phNombre} publicó el informe mensual de ${mes} para el consejo de administración: recaudo, cartera, egresos, ejecución presupuestal, fondo de imprevistos, cumplimiento, PQRS y órdenes de trabajo. Lo adjuntamos en PDF.`,
    ]),
  poderOtorgado: (
    to: string,
    p: {
      apoderado: string;
      poderdante: string;
      unidad: string;
      phNombre: string;
      titulo: string;
      fechaHora: Date;
      venceEn: Date;
      url: string;
    },
  ) =>
    compose(
      to,
      `Poder para la asamblea de ${p.phNombre}: unidad ${p.unidad}`,
      [
        `Hola ${p.apoderado},`,
        `${p.poderdante} te otorgó un poder para representar la unidad ${p.unidad} en la asamblea «${p.titulo}» de ${p.phNombre}, el ${fechaHoraLarga(p.fechaHora)} (art. 37, Ley 675 de 2001).`,
        `Para usarlo, acéptalo con tu cuenta de Horizonte de este correo (si no tienes una, regístrate con este correo). Hasta que lo aceptes no podrás registrar la asistencia ni votar por la unidad. El enlace solo sirve una vez y vence el ${fechaHoraLarga(p.venceEn)}.`,
        'Si no esperabas este poder, ignora este mensaje.',
      ],
      { label: 'Aceptar el poder', url: p.url },
    ),
  /** An approved online payment (issue 28): the payer gets its recibo de caja. */
  pagoEnLineaRecibido: (
    to: string,
    p: { phNombre: string; unidad: string; valor: number; numeroRecibo: number; transaccion: string; url: string },
  ) =>
    compose(
      to,
      `Recibimos tu pago en línea de ${formatoPesos(p.valor)} (${p.phNombre})`,
      [
        `El pago de ${formatoPesos(p.valor)} de la unidad ${p.unidad} fue aprobado por la pasarela (transacción ${p.transaccion}) y quedó aplicado a su cuenta: primero a los intereses de mora y luego a las cuotas más antiguas (art. 30 de la Ley 675 de 2001).`,
        `Su recibo de caja es el N.º ${p.numeroRecibo}: va adjunto, y también puedes descargarlo en el portal.`,
      ],
      { label: 'Ver el recibo', url: p.url },
    ),
  /** The gateway voided a transaction whose payment was applied: the administration is told. */
  pagoEnLineaAnulado: (
    to: string,
    p: { phNombre: string; unidad: string; valor: number; numeroRecibo: number | null; transaccion: string },
  ) =>
    compose(to, `Pasarela: se anuló un pago en línea de ${p.phNombre}`, [
      `La pasarela anuló la transacción ${p.transaccion} de ${formatoPesos(p.valor)} de la unidad ${p.unidad}.`,
      `El recibo de caja N.º ${p.numeroRecibo ?? '—'} quedó anulado y sus aplicaciones reversadas: la unidad vuelve a deber lo que ese pago cubría, y los paz y salvo que lo tenían en cuenta fueron revocados.`,
      'Revisa la conciliación de pagos en línea en Tesorería.',
    ]),
  /** Órdenes de trabajo (issue 29): assigned to a proveedor, waiting for the consejo, progress of a PQRS's orden. */
  ordenAsignada: (to: string, nombre: string, phNombre: string, o: OrdenMail & { fechaLimite: string | null }) =>
    compose(
      to,
      `${phNombre}: te asignaron la orden de trabajo N.º ${o.numero}`,
      [
        `Hola ${nombre},`,
        `La administración de ${phNombre} te asignó la orden N.º ${o.numero} «${o.titulo}» (prioridad ${o.prioridad}).`,
        o.fechaLimite ? `Debe quedar terminada a más tardar el ${fechaLarga(o.fechaLimite)}.` : 'No tiene fecha límite.',
        'Márcala en curso cuando empieces y terminada con una foto o documento de evidencia.',
      ],
      { label: 'Ver la orden', url: o.url },
    ),
  ordenPorAprobar: (to: string, nombre: string, phNombre: string, o: OrdenMail & { costo: number; requeridas: number }) =>
    compose(
      to,
      `${phNombre}: la orden N.º ${o.numero} espera la aprobación del consejo`,
      [
        `Hola ${nombre},`,
        `La orden de trabajo N.º ${o.numero} «${o.titulo}» tiene un costo estimado de ${formatoPesos(o.costo)}, más que el monto que el conjunto fijó para aprobar sin el consejo.`,
        `Necesita ${o.requeridas === 1 ? 'la aprobación de un miembro' : `la aprobación de ${o.requeridas} miembros`} del consejo antes de asignarla.`,
      ],
      { label: 'Aprobar o rechazar', url: o.url },
    ),
  ordenAvance: (to: string, nombre: string, phNombre: string, o: OrdenMail & { radicado: string; estado: string }) =>
    compose(
      to,
      `Tu PQRS ${o.radicado}: la orden de trabajo N.º ${o.numero} está ${o.estado.toLowerCase()}`,
      [
        `Hola ${nombre},`,
        `La orden de trabajo N.º ${o.numero} «${o.titulo}», abierta por tu PQRS ${o.radicado} en ${phNombre}, quedó ${o.estado.toLowerCase()}.`,
        'Puedes ver su avance en el portal y, una vez verificada por la administración, calificar el trabajo.',
      ],
      { label: 'Ver mi PQRS', url: o.url },
    ),
};
