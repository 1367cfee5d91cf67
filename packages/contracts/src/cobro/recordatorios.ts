// Collection reminders per complex (issue 32): on which days after the due date the owners of a unit in
// mora get a reminder, and by which channels (each person still only by those they authorised; the hours
// and frequency of Ley 2300 de 2023, art. 3, in ./ley-2300.ts).
import { z } from 'zod';

import { uuidField } from '../fields.ts';

/** At most this many reminder days, each 1 … 120 days after the due date. */
export const RECORDATORIOS_MAX_DIAS = 6;
export const RECORDATORIO_DIA_MAXIMO = 120;
/** Without a schedule of its own a complex reminds the day after the due date, by email. */
export const RECORDATORIOS_POR_DEFECTO = { activo: true, dias: [1], canales: ['correo'] } as const;
/** A stage whose day passed more than this many days ago is not sent late any more (a schedule changed later). */
export const RECORDATORIO_DIAS_DE_GRACIA = 7;

export const RECORDATORIOS_MSG = {
  guardados: 'Recordatorios de cobro guardados',
  diasRequeridos: 'Elige al menos un día',
  diaInvalido: `Cada día debe ser un número entero entre 1 y ${RECORDATORIO_DIA_MAXIMO}`,
  diasDemasiados: `Como máximo ${RECORDATORIOS_MAX_DIAS} días`,
  diasRepetidos: 'Cada día puede aparecer una sola vez',
  canalesRequeridos: 'Elige al menos un canal',
  canalNoDisponible: 'Ese canal no está disponible en Horizonte por ahora',
} as const;

/** The channels a reminder may take (push belongs to the notification center, not to collections). */
export const CANALES_RECORDATORIO = ['correo', 'sms', 'whatsapp'] as const;
export type CanalRecordatorio = (typeof CANALES_RECORDATORIO)[number];
const canalRecordatorio = z.enum(CANALES_RECORDATORIO, { error: 'El canal debe ser correo, sms o whatsapp' });

export const recordatoriosCobroFields = z.object({
  activo: z.boolean({ error: 'activo debe ser verdadero o falso' }),
  dias: z
    .array(
      z
        .number({ error: RECORDATORIOS_MSG.diaInvalido })
        .int({ error: RECORDATORIOS_MSG.diaInvalido })
        .min(1, { error: RECORDATORIOS_MSG.diaInvalido })
        .max(RECORDATORIO_DIA_MAXIMO, { error: RECORDATORIOS_MSG.diaInvalido }),
    )
    .min(1, { error: RECORDATORIOS_MSG.diasRequeridos })
    .max(RECORDATORIOS_MAX_DIAS, { error: RECORDATORIOS_MSG.diasDemasiados })
    .refine((d) => new Set(d).size === d.length, { error: RECORDATORIOS_MSG.diasRepetidos })
    .transform((d) => [...d].sort((a, b) => a - b))
    .describe('Días después del vencimiento en que se envía cada recordatorio (p. ej. [1, 15, 30])'),
  canales: z
    .array(canalRecordatorio)
    .min(1, { error: RECORDATORIOS_MSG.canalesRequeridos })
    .max(CANALES_RECORDATORIO.length)
    .refine((c) => new Set(c).size === c.length, { error: 'Cada canal puede aparecer una sola vez' })
    .describe('Canales en orden de preferencia; a cada propietario solo por los que autorizó'),
});
export type RecordatoriosCobro = z.output<typeof recordatoriosCobroFields>;

export const recordatoriosCobroInput = recordatoriosCobroFields.extend({ id: uuidField });
export const recordatoriosCobroGetInput = z.object({ id: uuidField });

export const recordatoriosCobroOutput = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  recordatorios: recordatoriosCobroFields.extend({
    dias: z.array(z.number().int()),
    /** Channels the platform offers now (sms and whatsapp only with a provider configured). */
    canalesDisponibles: z.array(canalRecordatorio),
  }),
});

/** The web form: the days typed as text («1, 15, 30»), checked by the same rules. */
export const recordatoriosCobroForm = recordatoriosCobroFields.extend({
  dias: z
    .string()
    .max(60, { error: RECORDATORIOS_MSG.diasDemasiados })
    .transform((texto) =>
      texto
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map((d) => (/^\d+$/.test(d) ? Number(d) : Number.NaN)),
    )
    .pipe(recordatoriosCobroFields.shape.dias),
});
