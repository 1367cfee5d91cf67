// Each API process says it is alive (issue 33): it upserts its row of procesos_latido every
// LATIDO_SEGUNDOS — id, host, pid, version, started, last beat — with the platform clock, marks it
// stopped on shutdown and purges rows older than a day. GET /api/plataforma/estado counts as alive the
// rows that beat within the last LATIDOS_PERDIDOS intervals.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

import { APP_VERSION, LATIDO_PURGA_HORAS, LATIDO_SEGUNDOS } from '@horizonte/contracts';
import type { Database } from '@horizonte/db';

import type { Clock } from '../../lib/clock.ts';
import { log } from '../../lib/logger.ts';

export interface Latido {
  /** This process's row. */
  readonly id: string;
  /** Writes a beat now (also done every LATIDO_SEGUNDOS). */
  latir(): Promise<void>;
  /** Stops beating and marks the row stopped. */
  stop(): Promise<void>;
}

const HORA_MS = 60 * 60 * 1000;

export async function startLatido(db: Database, clock: Clock): Promise<Latido> {
  const id = randomUUID();
  const iniciadoEl = clock.now();
  const fila = { host: hostname().slice(0, 255), pid: process.pid, version: APP_VERSION };
  const latir = async () => {
    const ahora = clock.now();
    await db.procesoLatido.upsert({
      where: { id },
      create: { id, ...fila, iniciadoEl, ultimoLatido: ahora },
      update: { ultimoLatido: ahora, detenidoEl: null },
    });
    await db.procesoLatido.deleteMany({
      where: { ultimoLatido: { lt: new Date(ahora.getTime() - LATIDO_PURGA_HORAS * HORA_MS) } },
    });
  };
  await latir();
  let enCurso: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    enCurso = latir().catch((err: unknown) => log().warn({ err }, 'No fue posible registrar el latido del proceso'));
  }, LATIDO_SEGUNDOS * 1000);
  timer.unref();
  return {
    id,
    latir,
    async stop() {
      clearInterval(timer);
      await enCurso;
      await db.procesoLatido
        .update({ where: { id }, data: { detenidoEl: clock.now() } })
        .catch((err: unknown) => log().warn({ err }, 'No fue posible marcar el proceso como detenido'));
    },
  };
}
