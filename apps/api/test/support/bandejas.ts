// The people and the bells of the events → notifications tests (notificaciones-eventos*.test.ts): two
// complexes, the gate, an owner and a neighbour of complex A, and an owner in complex B, each with a
// bell read over REST; `quienes` answers who got a notification of a tipo from one action.
import { expect } from 'vitest';

import { createTestUser, type TestUser } from './sessions.ts';
import { createResidente, createTenants, type Tenants } from './tenants.ts';
import type { TestApp } from './test-app.ts';

export interface Reparto {
  x: Tenants;
  /** The guard of complex A. */
  guardia: TestUser;
  /** The owner of unit A (its residente record is tipo propietario). */
  duena: TestUser;
  /** A neighbour in unit A2: never told about unit A's things. */
  vecino: TestUser;
  /** The owner of unit B, in the other complex. */
  duenoB: TestUser;
  /** People added by a test (a proveedor's technician) join those watched. */
  extra: TestUser[];
}

export interface Notificacion {
  id: string;
  tipo: string;
  titulo: string;
  cuerpo: string;
  enlace: string;
  leida: boolean;
}

/** An instant in Bogotá. */
export const bog = (fecha: string, hora: string) => `${fecha}T${hora}:00-05:00`;

/** Moves the platform clock; the test sessions outlive the jump. */
export async function moverReloj(t: TestApp, x: Tenants, ahora: string): Promise<void> {
  const sinVencer = async () => {
    await t.db.session.updateMany({
      data: { expiresAt: new Date('2100-01-01T00:00:00Z'), absoluteExpiresAt: new Date('2100-01-01T00:00:00Z') },
    });
    await t.sessions.settle(t.db);
  };
  await sinVencer();
  expect((await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora } })).status).toBe(200);
  // Again: the call that moved the clock touched its own session at the old time.
  await sinVencer();
}

async function propietario(t: TestApp, nombre: string, phId: string, apartamentoId: string): Promise<TestUser> {
  const user = await createTestUser(t.db, { nombre, roles: [{ phId, rol: 'propietario' }] });
  const registro = await createResidente(t.db, apartamentoId, user.user.id);
  await t.db.residente.update({ where: { id: registro.id }, data: { tipo: 'propietario', nombre } });
  return user;
}

/** The cast, with the clock at `ahora` (an app started with TEST_CLOCK). */
export async function reparto(t: TestApp, ahora: string): Promise<Reparto> {
  const x = await createTenants(t.db);
  const guardia = await createTestUser(t.db, { nombre: 'Guarda', roles: [{ phId: x.phA.id, rol: 'porteria' }] });
  const duena = await propietario(t, 'Dueña de A', x.phA.id, x.unitA.id);
  const vecino = await createTestUser(t.db, { nombre: 'Vecino A2', roles: [{ phId: x.phA.id, rol: 'residente' }] });
  await createResidente(t.db, x.unitA2.id, vecino.user.id);
  const duenoB = await propietario(t, 'Dueño de B', x.phB.id, x.unitB.id);
  await moverReloj(t, x, ahora);
  return { x, guardia, duena, vecino, duenoB, extra: [] };
}

/** Names, sorted: who was told. */
export const nombres = (told: Map<TestUser, number>): string[] => [...told.keys()].map((u) => u.user.nombre).sort();

export function bandejas(t: TestApp, r: Reparto) {
  /** What a person's bell holds, newest first. */
  async function bandeja(user: TestUser): Promise<Notificacion[]> {
    const res = await t.rest('GET', '/api/notificaciones', { token: user.token });
    expect(res.status, user.user.nombre).toBe(200);
    return res.body.notificaciones as Notificacion[];
  }
  const ultima = async (user: TestUser) => (await bandeja(user))[0]!;
  const todos = () => [...Object.values(r.x.users), r.guardia, r.duena, r.vecino, r.duenoB, ...r.extra];

  /** Runs `accion` and answers who got a notification of `tipo` from it, and how many. */
  async function quienes(tipo: string, accion: () => Promise<void>): Promise<Map<TestUser, number>> {
    const antes = new Map<TestUser, number>();
    for (const u of todos()) antes.set(u, (await bandeja(u)).filter((n) => n.tipo === tipo).length);
    await accion();
    const nuevos = new Map<TestUser, number>();
    for (const u of todos()) {
      const n = (await bandeja(u)).filter((n) => n.tipo === tipo).length - antes.get(u)!;
      if (n) nuevos.set(u, n);
    }
    return nuevos;
  }
  return { bandeja, ultima, quienes };
}
