// A complex for the asamblea tests: five units with coeficientes 30, 25, 20, 15 and 10 % (Σ = 100 %),
// one owner each, a resident who is not an owner (asambleas permiso), a consejero, and helpers to move
// the clock and walk an asamblea through its states.
import { expect } from 'vitest';

import { linkIn, TEST_APP_URL, type JsonResponse, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createProperty, nextId, type Tenants } from './support/tenants.ts';

export interface Conjunto {
  ph: { id: string; nombre: string };
  units: { id: string; numero: string; coeficiente: number }[];
  owners: TestUser[];
  residente: TestUser;
  consejo: TestUser;
  portero: TestUser;
}

export const COEFICIENTES = [30, 25, 20, 15, 10];

export async function createConjunto(t: TestApp, x: Tenants): Promise<Conjunto> {
  const ph = await createProperty(t.db, `Altos ${nextId()}`, x.users.adminA.user.id);
  const units = [];
  const owners: TestUser[] = [];
  for (const [i, coeficiente] of COEFICIENTES.entries()) {
    const numero = `${i + 1}01`;
    const unit = await t.db.apartamento.create({ data: { phId: ph.id, torre: '1', numero, coeficiente } });
    units.push({ id: unit.id, numero, coeficiente });
    const owner = await createTestUser(t.db, { nombre: `Propietaria ${i + 1}`, roles: [{ phId: ph.id, rol: 'propietario' }] });
    await t.db.residente.create({
      data: {
        apartamentoId: unit.id,
        userId: owner.user.id,
        nombre: owner.user.nombre,
        tipoDocumento: 'CC',
        numeroDocumento: owner.user.numeroDocumento,
        email: owner.user.email,
        tipo: 'propietario',
        permisos: ['asambleas', 'pqrs'],
      },
    });
    owners.push(owner);
  }
  const residente = await createTestUser(t.db, { nombre: 'Arrendataria', roles: [{ phId: ph.id, rol: 'residente' }] });
  await t.db.residente.create({
    data: {
      apartamentoId: units[0]!.id,
      userId: residente.user.id,
      nombre: 'Arrendataria',
      tipoDocumento: 'CC',
      numeroDocumento: residente.user.numeroDocumento,
      email: residente.user.email,
      tipo: 'arrendatario',
      permisos: ['asambleas'],
    },
  });
  const consejo = await createTestUser(t.db, { nombre: 'Consejera', roles: [{ phId: ph.id, rol: 'consejo' }] });
  const portero = await createTestUser(t.db, { nombre: 'Portero', roles: [{ phId: ph.id, rol: 'porteria' }] });
  return { ph, units, owners, residente, consejo, portero };
}

/** Moves the platform clock; sessions made today stay alive across the jump. */
export async function setClock(t: TestApp, x: Tenants, iso: string) {
  await t.db.session.updateMany({
    data: { expiresAt: new Date('2100-01-01T00:00:00Z'), absoluteExpiresAt: new Date('2100-01-01T00:00:00Z') },
  });
  const res = await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: iso } });
  expect(res.status).toBe(200);
}

export const message = (res: JsonResponse): string | undefined =>
  (res.body.message as string | undefined) ?? res.body.error?.message;

export const ORDEN_DEL_DIA = [
  { titulo: 'Informe de gestión', tipo: 'informativo' },
  { titulo: 'Elección del consejo', tipo: 'decision' },
  { titulo: 'Presupuesto 2027', tipo: 'decision', contenidoEconomico: true },
  { titulo: 'Reforma del reglamento', tipo: 'decision', mayoria: 'calificada_70' },
];

export async function crear(t: TestApp, phId: string, token: string, body: Record<string, unknown> = {}) {
  const res = await t.rest('POST', `/api/ph/${phId}/asambleas`, {
    token,
    body: {
      tipo: 'ordinaria',
      modalidad: 'presencial',
      titulo: 'Asamblea ordinaria 2027',
      fechaHora: '2027-03-16T19:00:00-05:00',
      lugar: 'Salón comunal',
      puntos: ORDEN_DEL_DIA,
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.asamblea as {
    id: string;
    estado: string;
    puntos: { id: string; orden: number; titulo: string; ponderacion: string; estado: string }[];
  };
}

export async function convocar(t: TestApp, id: string, token: string, body: Record<string, unknown> = { medio: 'plataforma' }) {
  const res = await t.rest('PUT', `/api/asambleas/${id}/convocar`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.asamblea;
}

export async function asistir(t: TestApp, id: string, token: string, apartamentoId: string) {
  const res = await t.rest('POST', `/api/asambleas/${id}/asistencias`, { token, body: { apartamentoId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.asistencia as { id: string };
}

/** The token of the acceptance link in the latest poder mailed to `email` (issue 25). */
export async function tokenDelPoder(t: TestApp, email: string): Promise<string> {
  const mail = await t.smtp.waitFor(email, { subject: /^Poder para la asamblea/ });
  return new URL(linkIn(mail, `${TEST_APP_URL}/poderes/aceptar?token=`)).searchParams.get('token')!;
}

/** The apoderado accepts, from their own account, the poder just mailed to them: only then does it count. */
export async function aceptarPoder(t: TestApp, apoderado: TestUser) {
  const res = await t.rest('POST', '/api/poderes/aceptar', {
    token: apoderado.token,
    body: { token: await tokenDelPoder(t, apoderado.user.email) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.poder as { id: string; aceptadoEn: string };
}
