// The server's VAPID identity (RFC 8292) for web push. Production sets it (config.ts refuses to start
// without it); the embedded default (`pnpm start`) generates a pair once and keeps it beside its data
// (./.data/vapid.json, never committed): changing it would orphan every browser's subscription.
// Tests and an in-memory database get a pair per process.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import webpush from 'web-push';

import { DEFAULT_DATABASE_URL, parseDatabaseUrl } from '@horizonte/db';

import type { Config } from '../../config.ts';

export interface ClavesVapid {
  publicKey: string;
  privateKey: string;
  /** RFC 8292 §2.1: a contact for the push service (mailto: or https:). */
  subject: string;
}

const SUJETO_POR_DEFECTO = 'mailto:no-responder@horizonte.local';
const resueltas = new WeakMap<Config, ClavesVapid>();

/** Where the embedded default keeps its generated pair; undefined when nothing is kept (tests, memory). */
function archivoDeClaves(config: Config): string | undefined {
  if (config.nodeEnv === 'test') return undefined;
  const target = parseDatabaseUrl(config.databaseUrl);
  // On PostgreSQL in development, beside where the embedded default would keep its data.
  const embebida = target.kind === 'pglite' ? target : parseDatabaseUrl(DEFAULT_DATABASE_URL);
  if (embebida.kind !== 'pglite' || !embebida.dataDir) return undefined;
  return path.join(path.dirname(embebida.dataDir), 'vapid.json');
}

function generadas(archivo: string | undefined): { publicKey: string; privateKey: string } {
  if (archivo && existsSync(archivo)) return JSON.parse(readFileSync(archivo, 'utf8')) as ClavesVapid;
  const par = webpush.generateVAPIDKeys();
  if (archivo) {
    mkdirSync(path.dirname(archivo), { recursive: true });
    writeFileSync(archivo, JSON.stringify(par), { mode: 0o600 });
  }
  return par;
}

export function clavesVapid(config: Config): ClavesVapid {
  let claves = resueltas.get(config);
  if (!claves) {
    const par = config.vapid ?? generadas(archivoDeClaves(config));
    claves = { publicKey: par.publicKey, privateKey: par.privateKey, subject: config.vapid?.subject ?? SUJETO_POR_DEFECTO };
    resueltas.set(config, claves);
  }
  return claves;
}
