// The live events of an asamblea (issue 27): what GET /asambleas/{id}/eventos writes as Server-Sent Events
// (`event: <tipo>`, `data: <JSON of data>`) and what the tRPC subscription asambleas.eventos yields. Each
// event carries state, not a delta: the figures it names as they are now, in the same shape as the query
// that reads them (quorum as asambleas.quorum.get, resultado as asambleas.resultados.get), so a client writes them
// into its cache instead of asking again.
import { z } from 'zod';

import { ASAMBLEA_ESTADOS, asistenciaOutput, PUNTO_ESTADOS, puntoOutput, quorumOutput, resultadoOutput } from '../asambleas.ts';

export const TIPOS_EVENTO_ASAMBLEA = ['quorum', 'asistencia', 'punto', 'resultado', 'asamblea'] as const;
export type TipoEventoAsamblea = (typeof TIPOS_EVENTO_ASAMBLEA)[number];

/** Why the server ended a stream: `reinicio` → reconnect; `sesion` → sign in again; `acceso` → no longer yours. */
export const MOTIVOS_CIERRE = ['reinicio', 'sesion', 'acceso'] as const;
export type MotivoCierre = (typeof MOTIVOS_CIERRE)[number];

export const eventoQuorum = z.object({ tipo: z.literal('quorum'), data: z.object({ quorum: quorumOutput.shape.quorum }) });

/** A unit came or left; the attendee's name stays on the mesa's list (the acta). */
export const eventoAsistencia = z.object({
  tipo: z.literal('asistencia'),
  data: z.object({ asistencia: asistenciaOutput.omit({ nombre: true }) }),
});

export const eventoPunto = z.object({ tipo: z.literal('punto'), data: z.object({ punto: puntoOutput }) });

/** The tally of a punto as asambleas.resultados.get({ id: puntoId }) answers it, plus which punto and its state. */
export const eventoResultado = z.object({
  tipo: z.literal('resultado'),
  data: z.object({
    resultado: resultadoOutput.shape.resultado.extend({ puntoId: z.string(), estado: z.enum(PUNTO_ESTADOS) }),
  }),
});

/** The asamblea changed state (`accion`: convocar, instalar, sin_quorum, cerrar, cancelar; null in the snapshot). */
export const eventoAsamblea = z.object({
  tipo: z.literal('asamblea'),
  data: z.object({ asamblea: z.object({ id: z.string(), estado: z.enum(ASAMBLEA_ESTADOS), accion: z.string().nullable() }) }),
});

/** The last event of a stream the server ends, with the reason in Spanish. */
export const eventoCierre = z.object({
  tipo: z.literal('cierre'),
  data: z.object({ motivo: z.enum(MOTIVOS_CIERRE), mensaje: z.string() }),
});

/** An event with figures (what a change or the snapshot sends). */
export const eventoConCifras = z.discriminatedUnion('tipo', [
  eventoQuorum,
  eventoAsistencia,
  eventoPunto,
  eventoResultado,
  eventoAsamblea,
]);
/** Everything a stream yields. */
export const eventoAsambleaSchema = z.discriminatedUnion('tipo', [
  eventoQuorum,
  eventoAsistencia,
  eventoPunto,
  eventoResultado,
  eventoAsamblea,
  eventoCierre,
]);

export type EventoConCifras = z.infer<typeof eventoConCifras>;
export type EventoCierre = z.infer<typeof eventoCierre>;
export type EventoAsamblea = z.infer<typeof eventoAsambleaSchema>;
