// GET /api/plataforma/estado (issue 33): measured now — the database's round trip, the job queue's
// backlog, failures and oldest waiting job (system/estado.ts's one statement), the processes alive
// from their heartbeats — and the overall state derived by the contracts' pure function.
import {
  APP_VERSION,
  derivarEstadoPlataforma,
  LATIDO_SEGUNDOS,
  LATIDOS_PERDIDOS,
  mayReadPlataformaEstado,
  type PlataformaEstado,
  type ProcesoApi,
} from '@horizonte/contracts';
import { Prisma, readRows } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { contarTrabajos, hace24Horas, type ConteoTrabajos } from '../system/estado.ts';

const DB_TIMEOUT_MS = 3_000;
const MINUTO_MS = 60_000;
const MAX_PROCESOS = 50;

/** The round trip of a trivial query in ms, or null when the database does not answer in time. */
async function medirBaseDeDatos({ db }: Deps): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), DB_TIMEOUT_MS);
  });
  const inicio = performance.now();
  try {
    await Promise.race([readRows(db, Prisma.sql`SELECT 1`), timeout]);
    return Math.round((performance.now() - inicio) * 10) / 10;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

async function leerProcesos(deps: Deps, ahora: Date): Promise<ProcesoApi[]> {
  const filas = await deps.db.procesoLatido.findMany({ orderBy: { ultimoLatido: 'desc' }, take: MAX_PROCESOS });
  const limite = ahora.getTime() - LATIDOS_PERDIDOS * LATIDO_SEGUNDOS * 1000;
  return filas.map((f) => ({
    id: f.id,
    host: f.host,
    pid: f.pid,
    version: f.version,
    iniciadoEl: f.iniciadoEl.toISOString(),
    ultimoLatidoEl: f.ultimoLatido.toISOString(),
    // The process answering is alive whatever its last row says (the clock may just have moved).
    vivo: f.id === deps.latido?.id || (f.detenidoEl === null && f.ultimoLatido.getTime() >= limite),
  }));
}

export async function estadoDePlataforma(deps: Deps, actor: Actor): Promise<Omit<PlataformaEstado, 'success'>> {
  if (!mayReadPlataformaEstado(actor.user.platformRole)) throw fail.forbidden('SIN_ACCESO');
  const ahora = deps.clock.now();
  const latenciaMs = await medirBaseDeDatos(deps);
  let conteo: ConteoTrabajos | null = null;
  let procesos: ProcesoApi[] = [];
  if (latenciaMs !== null) {
    try {
      [conteo, procesos] = await Promise.all([contarTrabajos(deps.db, hace24Horas(ahora)), leerProcesos(deps, ahora)]);
    } catch {
      conteo = null;
    }
  }
  const minutosMasAntiguo = conteo?.listoMasAntiguo
    ? Math.max(0, Math.floor((ahora.getTime() - Date.parse(conteo.listoMasAntiguo)) / MINUTO_MS))
    : null;
  const vivos = conteo ? procesos.filter((p) => p.vivo).length : null;
  const d = derivarEstadoPlataforma({
    baseDeDatos: { disponible: latenciaMs !== null, latenciaMs },
    cola: conteo && { pendientes: conteo.trabajosListos, minutosMasAntiguo, fallidos24h: conteo.trabajosFallidos },
    correos: conteo && { fallidos24h: conteo.correosFallidos24h, reintentando: conteo.correosReintentando },
    procesos: vivos === null ? null : { vivos },
  });
  return {
    estado: d.estado,
    motivos: d.motivos,
    medidoEl: ahora.toISOString(),
    version: APP_VERSION,
    baseDeDatos: { estado: d.baseDeDatos, disponible: latenciaMs !== null, latenciaMs },
    cola: {
      estado: d.cola,
      pendientes: conteo?.trabajosListos ?? null,
      masAntiguoDesde: conteo?.listoMasAntiguo ?? null,
      minutosMasAntiguo,
      fallidos24h: conteo?.trabajosFallidos ?? null,
    },
    correos: {
      estado: d.correos,
      fallidos24h: conteo?.correosFallidos24h ?? null,
      reintentando: conteo?.correosReintentando ?? null,
    },
    procesos: { estado: d.procesos, vivos, lista: procesos },
  };
}
