// The platform's state (issue 33): who reads the measured status of GET /api/plataforma/estado and how
// each measure turns into Operativo / Degradado / Caído. Pure: no database, no I/O — the API measures,
// this decides, and the web shows what the API derived (never a fixed «Operativo»).
import type { EstadoServicio } from '../plataforma-estado.ts';
import type { PlatformRole } from './community.ts';

/** The platform's operating staff: SUPER_ADMIN and SOPORTE. Sales staff and complexes' people do not see hosts and processes. */
export const mayReadPlataformaEstado = (platformRole: PlatformRole | null): boolean =>
  platformRole === 'SUPER_ADMIN' || platformRole === 'SOPORTE';

/** Every API process writes its heartbeat this often (seconds). */
export const LATIDO_SEGUNDOS = 15;
/** A process is given up after this many missed beats. */
export const LATIDOS_PERDIDOS = 3;
/** Heartbeat rows older than this are purged (hours). */
export const LATIDO_PURGA_HORAS = 24;

/** Where each measure turns amber (degradado) and red (caído). */
export const UMBRALES_ESTADO = {
  latenciaMsDegradado: 500,
  colaPendientesDegradado: 100,
  colaPendientesCaido: 1000,
  colaMinutosDegradado: 10,
  colaMinutosCaido: 60,
} as const;

/** What the API measured; null where a measure could not be taken (the database did not answer). */
export interface MedidasPlataforma {
  baseDeDatos: { disponible: boolean; latenciaMs: number | null };
  cola: { pendientes: number; minutosMasAntiguo: number | null; fallidos24h: number } | null;
  correos: { fallidos24h: number; reintentando: number } | null;
  procesos: { vivos: number } | null;
}

export interface EstadoDerivado {
  estado: EstadoServicio;
  baseDeDatos: EstadoServicio;
  cola: EstadoServicio;
  correos: EstadoServicio;
  procesos: EstadoServicio;
  motivos: string[];
}

const ORDEN: Record<EstadoServicio, number> = { operativo: 0, degradado: 1, caido: 2 };
const peor = (estados: EstadoServicio[]): EstadoServicio =>
  estados.reduce((a, b) => (ORDEN[b] > ORDEN[a] ? b : a), 'operativo' as EstadoServicio);

/**
 * The overall state and each part's. The database unreachable → caído (nothing works without it); a
 * queue stalled past the red thresholds is red on its card but makes the platform degradado (requests
 * still work, background work waits); slow database, a growing backlog, mails failing or no process
 * beating → degradado.
 */
export function derivarEstadoPlataforma(m: MedidasPlataforma): EstadoDerivado {
  const u = UMBRALES_ESTADO;
  const motivos: string[] = [];
  let baseDeDatos: EstadoServicio = 'operativo';
  if (!m.baseDeDatos.disponible) {
    baseDeDatos = 'caido';
    motivos.push('La base de datos no responde');
  } else if ((m.baseDeDatos.latenciaMs ?? 0) > u.latenciaMsDegradado) {
    baseDeDatos = 'degradado';
    motivos.push(`La base de datos responde lento (más de ${u.latenciaMsDegradado} ms)`);
  }

  let cola: EstadoServicio = m.cola ? 'operativo' : 'caido';
  if (m.cola) {
    const minutos = m.cola.minutosMasAntiguo ?? 0;
    if (m.cola.pendientes > u.colaPendientesCaido || minutos > u.colaMinutosCaido) {
      cola = 'caido';
      motivos.push(`La cola de trabajos está detenida: ${m.cola.pendientes} pendientes, el más antiguo espera ${minutos} min`);
    } else if (m.cola.pendientes > u.colaPendientesDegradado || minutos > u.colaMinutosDegradado) {
      cola = 'degradado';
      motivos.push(
        `La cola de trabajos se está acumulando: ${m.cola.pendientes} pendientes, el más antiguo espera ${minutos} min`,
      );
    } else if (m.cola.fallidos24h > 0) {
      cola = 'degradado';
      motivos.push(`${m.cola.fallidos24h} trabajos fallaron en las últimas 24 horas`);
    }
  }

  let correos: EstadoServicio = m.correos ? 'operativo' : 'caido';
  if (m.correos && (m.correos.fallidos24h > 0 || m.correos.reintentando > 0)) {
    correos = 'degradado';
    motivos.push(`Correos con fallas: ${m.correos.fallidos24h} fallidos en 24 horas, ${m.correos.reintentando} por reintentar`);
  }

  let procesos: EstadoServicio = m.procesos ? 'operativo' : 'caido';
  if (m.procesos && m.procesos.vivos === 0) {
    procesos = 'degradado';
    motivos.push('Ningún proceso de la API reporta latidos');
  }

  // Only the database takes the whole platform down; the rest degrade it.
  const estado: EstadoServicio =
    baseDeDatos === 'caido' ? 'caido' : peor([baseDeDatos, cola, correos, procesos]) === 'operativo' ? 'operativo' : 'degradado';
  return { estado, baseDeDatos, cola, correos, procesos, motivos };
}
