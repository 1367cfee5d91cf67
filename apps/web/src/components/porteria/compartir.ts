// The message an owner sends a visitor with the authorisation's code (issue 32): the Web Share API
// where the device has it (the phone's share sheet), else a WhatsApp link (wa.me, the click-to-chat
// URL WhatsApp documents) and «Copiar». Pure: tested in apps/web/test.

export interface CodigoACompartir {
  codigo: string;
  nombreVisitante: string;
  desde: string;
  hasta: string;
}

const fechaHora = new Intl.DateTimeFormat('es-CO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Bogota',
});

/** «Hola, Ana: tu código para entrar a Altos del Chicó es K7P2-M9QX. Vale desde … hasta …. Muéstralo en portería.» */
export function mensajeInvitacion(c: CodigoACompartir, conjunto: string): string {
  return (
    `Hola, ${c.nombreVisitante}: tu código para entrar a ${conjunto} es ${c.codigo}. ` +
    `Vale desde el ${fechaHora.format(new Date(c.desde))} hasta el ${fechaHora.format(new Date(c.hasta))} (hora de Colombia). ` +
    'Muéstralo en portería.'
  );
}

/** WhatsApp's click-to-chat link with the message (and the link) already written; the owner picks the contact. */
export function enlaceWhatsApp(mensaje: string, url?: string): string {
  return `https://wa.me/?text=${encodeURIComponent(url ? `${mensaje} ${url}` : mensaje)}`;
}
