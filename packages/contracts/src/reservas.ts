// Reservas de zonas comunes (issue 17): zones with a weekly schedule in Bogotá time, bookings by
// slots with their rules, and the states solicitada → aprobada | rechazada → cumplida | no_show,
// cancelada. Schedules travel as ISO weekday (1 = lunes … 7 = domingo) and `HH:MM`; bookings as
// ISO instants.
import { z } from 'zod';

import { instanteEnRango } from './fechas.ts';
import { isoDate, pageFields, requiredText, uuidField } from './fields.ts';
import { MSG } from './messages.ts';
import { pesosTecleadosField } from './pesos.ts';
import { DISPONIBILIDAD_MAX_DIAS, minutosDe, RESERVA_ESTADOS, RESERVAS_MSG } from './reservas/constantes.ts';

export * from './reservas/constantes.ts';

const HORA = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export const horarioItem = z
  .object({
    dia: z.coerce
      .number({ error: RESERVAS_MSG.diaInvalid })
      .int({ error: RESERVAS_MSG.diaInvalid })
      .min(1, { error: RESERVAS_MSG.diaInvalid })
      .max(7, { error: RESERVAS_MSG.diaInvalid }),
    desde: z.string({ error: RESERVAS_MSG.horaInvalid }).regex(HORA, { error: RESERVAS_MSG.horaInvalid }),
    hasta: z.string({ error: RESERVAS_MSG.horaInvalid }).regex(HORA, { error: RESERVAS_MSG.horaInvalid }),
  })
  .refine((h) => minutosDe(h.hasta) > minutosDe(h.desde), { error: RESERVAS_MSG.horarioOrden, path: ['hasta'] });
export type HorarioItem = z.infer<typeof horarioItem>;

/** Two windows of one day that overlap would give the same slot twice. */
const sinCruces = (horario: readonly HorarioItem[]) =>
  horario.every((a, i) =>
    horario.every(
      (b, j) =>
        i === j || a.dia !== b.dia || minutosDe(a.hasta) <= minutosDe(b.desde) || minutosDe(b.hasta) <= minutosDe(a.desde),
    ),
  );

const entero = (campo: string, min: 0 | 1) =>
  z.coerce
    .number({ error: min === 1 ? RESERVAS_MSG.enteroPositivo(campo) : RESERVAS_MSG.enteroNoNegativo(campo) })
    .int({ error: min === 1 ? RESERVAS_MSG.enteroPositivo(campo) : RESERVAS_MSG.enteroNoNegativo(campo) })
    .min(min, { error: min === 1 ? RESERVAS_MSG.enteroPositivo(campo) : RESERVAS_MSG.enteroNoNegativo(campo) })
    .max(2_000_000_000, { error: min === 1 ? RESERVAS_MSG.enteroPositivo(campo) : RESERVAS_MSG.enteroNoNegativo(campo) });

const zonaFields = {
  nombre: requiredText(RESERVAS_MSG.nombreRequired, 100),
  descripcion: z.string().trim().max(2000).default(''),
  aforo: entero('El aforo', 1),
  duracionSlotMin: entero('La duración de la franja', 1).refine((m) => m <= 1440, {
    error: 'La franja no puede superar 24 horas',
  }),
  horario: z
    .array(horarioItem, { error: RESERVAS_MSG.horarioRequired })
    .min(1, { error: RESERVAS_MSG.horarioRequired })
    .max(50)
    .refine(sinCruces, { error: RESERVAS_MSG.horarioCruzado }),
  anticipacionMinHoras: entero('La anticipación mínima', 0),
  anticipacionMaxDias: entero('La anticipación máxima', 1),
  maxReservasPorUnidadMes: entero('El máximo de reservas por unidad al mes', 1),
  tarifa: entero('La tarifa', 0).default(0),
  deposito: entero('El depósito', 0).default(0),
  requiereAprobacion: z.boolean().default(false),
  bloqueaMorosos: z.boolean().default(false),
};

export const zonaCreateInput = z.object({ id: uuidField, ...zonaFields });

/**
 * The «Nueva zona» form (issue 27): one opening window for the chosen days, and tarifa and depósito as
 * people type money («50.000»; 0 = sin costo). Leaves the create input without its id.
 */
export const zonaFormFields = z
  .object(zonaFields)
  .omit({ horario: true })
  .extend({
    descripcion: z.string().trim().max(2000),
    dias: z.array(horarioItem.shape.dia).min(1, { error: RESERVAS_MSG.horarioRequired }),
    desde: horarioItem.shape.desde,
    hasta: horarioItem.shape.hasta,
    tarifa: pesosTecleadosField({ permitirCero: true, maximo: 2_000_000_000 }),
    deposito: pesosTecleadosField({ permitirCero: true, maximo: 2_000_000_000 }),
    requiereAprobacion: z.boolean(),
    bloqueaMorosos: z.boolean(),
  })
  .refine((f) => minutosDe(f.hasta) > minutosDe(f.desde), { error: RESERVAS_MSG.horarioOrden, path: ['hasta'] })
  .transform(({ dias, desde, hasta, ...zona }) => ({
    ...zona,
    horario: dias.map((dia) => ({ dia, desde, hasta })),
  }));
export type ZonaFormFields = z.input<typeof zonaFormFields>;
export type ZonaFormData = z.output<typeof zonaFormFields>;
export type ZonaCreateInput = z.input<typeof zonaCreateInput>;
export type ZonaData = Omit<z.output<typeof zonaCreateInput>, 'id'>;

export const zonaUpdateInput = z.object({
  id: uuidField,
  nombre: zonaFields.nombre.optional(),
  descripcion: z.string().trim().max(2000).optional(),
  aforo: zonaFields.aforo.optional(),
  duracionSlotMin: zonaFields.duracionSlotMin.optional(),
  horario: zonaFields.horario.optional(),
  anticipacionMinHoras: zonaFields.anticipacionMinHoras.optional(),
  anticipacionMaxDias: zonaFields.anticipacionMaxDias.optional(),
  maxReservasPorUnidadMes: zonaFields.maxReservasPorUnidadMes.optional(),
  tarifa: entero('La tarifa', 0).optional(),
  deposito: entero('El depósito', 0).optional(),
  requiereAprobacion: z.boolean().optional(),
  bloqueaMorosos: z.boolean().optional(),
  activa: z.boolean().optional(),
});
export type ZonaUpdateInput = z.input<typeof zonaUpdateInput>;
export type ZonaUpdateData = Omit<z.output<typeof zonaUpdateInput>, 'id'>;

export const zonaListInput = z.object({ id: uuidField, ...pageFields });
export const zonaIdInput = z.object({ id: uuidField });

/** An instant: an ISO timestamp, or a civil date `YYYY-MM-DD` read as its Bogotá midnight. */
const instante = z
  .string({ error: RESERVAS_MSG.fechaInvalid })
  .trim()
  .refine(
    (s) =>
      /^\d{4}-\d{2}-\d{2}(?:T.+)?$/.test(s) &&
      !Number.isNaN(Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T00:00:00-05:00` : s)),
    {
      error: RESERVAS_MSG.fechaInvalid,
      abort: true,
    },
  )
  .transform((s) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T00:00:00-05:00` : s))
  .refine(instanteEnRango, { error: MSG.fechaFueraDeRango, abort: true });

export const reservaCreateInput = z
  .object({
    id: uuidField.describe('La zona'),
    apartamentoId: uuidField,
    inicio: instante,
    fin: instante,
    asistentes: entero('El número de asistentes', 1),
  })
  .refine((r) => r.fin.getTime() > r.inicio.getTime(), { error: RESERVAS_MSG.finAntesDeInicio, path: ['fin'] });
export type ReservaCreateInput = z.input<typeof reservaCreateInput>;

export const disponibilidadInput = z
  .object({ id: uuidField, desde: instante, hasta: instante })
  .refine((r) => r.hasta.getTime() > r.desde.getTime(), { error: RESERVAS_MSG.finAntesDeInicio, path: ['hasta'] })
  .refine((r) => r.hasta.getTime() - r.desde.getTime() <= DISPONIBILIDAD_MAX_DIAS * 86_400_000, {
    error: RESERVAS_MSG.rangoExcesivo,
    path: ['hasta'],
  });

export const reservaListInput = z.object({
  id: uuidField,
  zonaId: uuidField.optional(),
  apartamentoId: uuidField.optional(),
  estado: z.enum(RESERVA_ESTADOS, { error: 'Estado de reserva no válido' }).optional(),
  /** Bookings starting from this instant (e.g. «próximas»). */
  desde: instante.optional(),
  ...pageFields,
});

export const reservaIdInput = z.object({ id: uuidField });
export const reservaCancelarInput = z.object({ id: uuidField, motivo: z.string().trim().max(1000).optional() });
export const reservaRechazarInput = z.object({ id: uuidField, motivo: requiredText(RESERVAS_MSG.motivoRequired, 1000) });
export const reservaCierreInput = z.object({
  id: uuidField,
  estado: z.enum(['cumplida', 'no_show'], { error: 'Indica si la reserva se cumplió o no asistieron' }),
});
export const calendarioInput = z.object({ id: uuidField.describe('La unidad') });

export const zonaOutput = z.object({
  id: z.string(),
  phId: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  aforo: z.number().int(),
  duracionSlotMin: z.number().int(),
  horario: z.array(z.object({ dia: z.number().int(), desde: z.string(), hasta: z.string() })),
  anticipacionMinHoras: z.number().int(),
  anticipacionMaxDias: z.number().int(),
  maxReservasPorUnidadMes: z.number().int(),
  tarifa: z.number().int(),
  deposito: z.number().int(),
  requiereAprobacion: z.boolean(),
  bloqueaMorosos: z.boolean(),
  activa: z.boolean(),
  createdAt: isoDate,
});
export type ZonaOutput = z.infer<typeof zonaOutput>;

export const reservaOutput = z.object({
  id: z.string(),
  phId: z.string(),
  zonaId: z.string(),
  zona: z.string(),
  apartamentoId: z.string(),
  unidad: z.string(),
  solicitante: z.object({ id: z.string(), nombre: z.string() }),
  inicio: isoDate,
  fin: isoDate,
  asistentes: z.number().int(),
  estado: z.enum(RESERVA_ESTADOS),
  tarifa: z.number().int(),
  deposito: z.number().int(),
  /** The fee's charge on the unit's estado de cuenta, once approved (annulled if cancelled). */
  cargoId: z.string().nullable(),
  motivo: z.string().nullable(),
  /** Until when the unit itself may cancel (inicio − anticipación mínima). */
  cancelableHasta: isoDate,
  decididaEn: isoDate.nullable(),
  createdAt: isoDate,
});
export type ReservaOutput = z.infer<typeof reservaOutput>;

export const SLOT_ESTADOS = ['libre', 'ocupado', 'no_disponible'] as const;
export type SlotEstado = (typeof SLOT_ESTADOS)[number];
export const slotOutput = z.object({
  inicio: isoDate,
  fin: isoDate,
  /** libre: bookable now; ocupado: a live booking holds it; no_disponible: past, or outside the anticipación window. */
  estado: z.enum(SLOT_ESTADOS),
  /** The booking holding it, when it is the caller's unit's (or the caller administers the complex). */
  reservaId: z.string().nullable(),
  unidad: z.string().nullable(),
  propia: z.boolean(),
});
export type SlotOutput = z.infer<typeof slotOutput>;

export const zonaSingleOutput = z.object({ success: z.literal(true), zona: zonaOutput });
export const zonaListOutput = z.object({
  success: z.literal(true),
  zonas: z.array(zonaOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const reservaSingleOutput = z.object({
  success: z.literal(true),
  reserva: reservaOutput,
  message: z.string().optional(),
  /** The unit's iCalendar feed (with its secret), to subscribe from a phone's calendar. */
  calendarioUrl: z.string().optional(),
});
export const reservaListOutput = z.object({
  success: z.literal(true),
  reservas: z.array(reservaOutput),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const disponibilidadOutput = z.object({ success: z.literal(true), zona: zonaOutput, slots: z.array(slotOutput) });
export const calendarioOutput = z.object({ success: z.literal(true), url: z.string(), webcal: z.string() });
