// Reservas vocabulary (issue 17): estados, weekdays, limits and Spanish texts. No zod here, so a screen
// that only shows a booking's estado or a calendar does not download the schemas (issue 27).

export const RESERVA_ESTADOS = ['solicitada', 'aprobada', 'rechazada', 'cumplida', 'no_show', 'cancelada'] as const;
export type ReservaEstado = (typeof RESERVA_ESTADOS)[number];
/** States that hold their slot (the database's exclusion constraint covers the same ones). */
export const RESERVA_ESTADOS_VIVOS = [
  'solicitada',
  'aprobada',
  'cumplida',
  'no_show',
] as const satisfies readonly ReservaEstado[];

export const RESERVA_ESTADO_LABELS: Record<ReservaEstado, string> = {
  solicitada: 'Solicitada',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
  cumplida: 'Cumplida',
  no_show: 'No asistió',
  cancelada: 'Cancelada',
};

export const DIAS_SEMANA = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;

/** Longest span one availability query covers (a month view with its edges). */
export const DISPONIBILIDAD_MAX_DIAS = 62;
/** Overdue capital older than this blocks bookings in zones with `bloqueaMorosos`. */
export const DIAS_MORA_BLOQUEO = 60;

export const RESERVAS_MSG = {
  zonaNotFound: 'La zona no existe',
  reservaNotFound: 'La reserva no existe',
  nombreRequired: 'El nombre de la zona es obligatorio',
  nombreDuplicado: 'Ya existe una zona con ese nombre en el conjunto',
  horarioRequired: 'Indica al menos una franja de horario',
  diaInvalid: 'El día debe ser un número de 1 (lunes) a 7 (domingo)',
  horaInvalid: 'La hora debe tener el formato HH:MM',
  horarioOrden: 'La hora de cierre debe ser posterior a la de apertura',
  horarioCruzado: 'Las franjas de horario de un mismo día no pueden cruzarse',
  enteroPositivo: (campo: string) => `${campo} debe ser un número entero mayor que cero`,
  enteroNoNegativo: (campo: string) => `${campo} debe ser un número entero igual o mayor que cero`,
  fechaInvalid: 'La fecha no es válida',
  finAntesDeInicio: 'La hora de fin debe ser posterior a la de inicio',
  rangoExcesivo: `Consulta como máximo ${DISPONIBILIDAD_MAX_DIAS} días`,
  zonaInactiva: 'La zona no está disponible para reservas',
  sinPermiso: 'Tu unidad no tiene habilitado el módulo de reservas',
  apartamentoAjeno: 'La unidad indicada no es tuya',
  fueraDeHorario: 'La reserva debe estar dentro del horario de la zona',
  noAlineada: (minutos: number) => `La reserva debe empezar y terminar en franjas de ${minutos} minutos del horario de la zona`,
  anticipacionMin: (horas: number) => `Las reservas de esta zona se hacen con al menos ${horas} horas de anticipación`,
  anticipacionMax: (dias: number) => `Las reservas de esta zona se hacen con máximo ${dias} días de anticipación`,
  cupoMensual: (n: number) =>
    `Tu unidad ya tiene ${n} ${n === 1 ? 'reserva' : 'reservas'} de esta zona en ese mes, el máximo permitido`,
  aforo: (n: number) => `La zona admite máximo ${n} ${n === 1 ? 'persona' : 'personas'}`,
  traslape: 'Ese horario ya está reservado. Elige otra franja',
  moroso:
    'Tu unidad tiene cuotas con más de 60 días de vencidas y el reglamento no permite reservar esta zona en mora. Ponte al día en «Estado de cuenta» y solicita tu paz y salvo para volver a reservar.',
  motivoRequired: 'Indica el motivo',
  transicion: (desde: string, hacia: string) => `Una reserva ${desde.toLowerCase()} no puede pasar a ${hacia.toLowerCase()}`,
  cancelacionVencida: (horas: number) =>
    `Solo puedes cancelar hasta ${horas} horas antes del inicio; comunícate con la administración`,
  cierreAntesDeInicio: 'Solo se marca cumplida o no asistió después de la hora de inicio',
  tokenInvalido: 'El enlace del calendario no es válido',
  creadaConfirmada: 'Reserva confirmada',
  creadaSolicitada: 'Reserva solicitada: la administración debe aprobarla',
} as const;

/** Minutes after midnight of an `HH:MM` (24:00 closes at midnight). */
export const minutosDe = (hora: string): number => Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3, 5));
