import { z } from 'zod';

import { instanteField } from './fechas.ts';

/** PUT /api/test/reloj: put the platform's clock at an instant (only with TEST_CLOCK=true). */
export const testClockInput = z.object({
  ahora: instanteField('La fecha debe ser un instante ISO 8601, por ejemplo 2027-03-06T09:00:00-05:00'),
});
export type TestClockInput = z.input<typeof testClockInput>;

export const testClockOutput = z.object({
  success: z.literal(true),
  /** The platform's current time after the change. */
  ahora: z.string(),
  /** True while the clock is away from the real time. */
  ajustado: z.boolean(),
});
export type TestClockOutput = z.infer<typeof testClockOutput>;

/** GET /api/sistema/estado: the platform's working state, counts only. */
export const sistemaEstadoOutput = z.object({
  success: z.literal(true),
  /** The database answered a trivial query just now. */
  baseDeDatos: z.boolean(),
  /** Jobs waiting or running (mails, digests, billing runs). */
  trabajosPendientes: z.number().int(),
  /** When the oldest waiting job was created (ISO), null when none waits. */
  trabajoMasAntiguo: z.string().nullable(),
  /** Mails that failed for good in the last 24 hours. */
  correosFallidos24h: z.number().int(),
  /** Mails that failed once and wait to be tried again. */
  correosReintentando: z.number().int(),
});
export type SistemaEstado = z.infer<typeof sistemaEstadoOutput>;
