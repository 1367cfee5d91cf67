// The gate's device storage (issue 32), in IndexedDB through `idb`: the outbox (cola.ts) and, per
// complex, the day's expected visitors as last read online. Visitors' data is personal (Ley 1581 de
// 2012): only today's list is kept, overwritten on every read and ignored once the day changes.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

import type { AutorizacionOutput } from '@horizonte/contracts';

import { colaEnMemoria, type ColaStore, type Pendiente } from './cola.ts';

export interface EsperadosGuardados {
  phId: string;
  /** The Bogotá day (YYYY-MM-DD) the list is for. */
  fecha: string;
  /** When it was read online (ISO). */
  guardadoEn: string;
  autorizaciones: AutorizacionOutput[];
}

/** The complex's units for the gate's pickers (no personal data). */
export interface UnidadesGuardadas {
  phId: string;
  unidades: { id: string; torre: string; numero: string }[];
}

interface PorteriaDB extends DBSchema {
  cola: { key: string; value: Pendiente };
  esperados: { key: string; value: EsperadosGuardados };
  unidades: { key: string; value: UnidadesGuardadas };
}

let abierta: Promise<IDBPDatabase<PorteriaDB>> | null = null;

function db(): Promise<IDBPDatabase<PorteriaDB>> {
  abierta ??= openDB<PorteriaDB>('horizonte-porteria', 1, {
    upgrade(base) {
      base.createObjectStore('cola', { keyPath: 'clave' });
      base.createObjectStore('esperados', { keyPath: 'phId' });
      base.createObjectStore('unidades', { keyPath: 'phId' });
    },
  });
  return abierta;
}

const hayIndexedDb = typeof indexedDB !== 'undefined';

/** The outbox in IndexedDB (in memory where the browser has none, e.g. some private modes). */
export const colaIdb: ColaStore = hayIndexedDb
  ? {
      listar: async () => (await db()).getAll('cola'),
      guardar: async (p) => void (await (await db()).put('cola', p)),
      borrar: async (clave) => (await db()).delete('cola', clave),
    }
  : colaEnMemoria();

export async function guardarEsperados(e: EsperadosGuardados): Promise<void> {
  if (hayIndexedDb) await (await db()).put('esperados', e);
}

/** Today's list for the complex, if one was saved today. */
export async function leerEsperados(phId: string, fecha: string): Promise<EsperadosGuardados | null> {
  if (!hayIndexedDb) return null;
  const e = await (await db()).get('esperados', phId);
  return e && e.fecha === fecha ? e : null;
}

export async function guardarUnidades(u: UnidadesGuardadas): Promise<void> {
  if (hayIndexedDb) await (await db()).put('unidades', u);
}

export async function leerUnidades(phId: string): Promise<UnidadesGuardadas | null> {
  return hayIndexedDb ? ((await (await db()).get('unidades', phId)) ?? null) : null;
}
