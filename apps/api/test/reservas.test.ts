// Reservas de zonas comunes (issue 17) through both facades: zones with their schedule, every booking
// rule with its Spanish message (horario, franjas, anticipación, cupo mensual, aforo, mora), the
// database's no-overlap rule under 20 concurrent requests, approval with the fee on the estado de
// cuenta, cancellation before and after the cutoff, closing, availability, lists and the .ics feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type JsonResponse, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createResidente, createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let vecino: TestUser;
let sinPermiso: TestUser;
let salon: { id: string };
let bbq: { id: string };
let cancha: { id: string };

/** Moves the platform clock; sessions are kept alive across the jump. */
async function setClock(iso: string) {
  await t.db.session.updateMany({
    data: { expiresAt: new Date('2100-01-01T00:00:00Z'), absoluteExpiresAt: new Date('2100-01-01T00:00:00Z') },
  });
  const res = await t.rest('PUT', '/api/test/reloj', { token: x.tokens.superAdmin, body: { ahora: iso } });
  expect(res.status).toBe(200);
}

const message = (res: JsonResponse) => (res.body.message as string | undefined) ?? res.body.error?.message;
const TODOS_LOS_DIAS = (desde: string, hasta: string) => [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde, hasta }));
/** An instant at a Bogotá wall-clock time. */
const bog = (fecha: string, hora: string) => `${fecha}T${hora}:00-05:00`;

async function crearZona(body: Record<string, unknown>) {
  const res = await t.rest('POST', `/api/ph/${x.phA.id}/zonas`, { token: x.tokens.adminA, body });
  expect(res.status).toBe(200);
  return res.body.zona as { id: string };
}

async function reservar(zonaId: string, body: Record<string, unknown>, token = x.tokens.residenteA) {
  return t.rest('POST', `/api/zonas/${zonaId}/reservas`, { token, body: { apartamentoId: x.unitA.id, asistentes: 4, ...body } });
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  vecino = await createTestUser(t.db, { nombre: 'Vecina Dos', roles: [{ phId: x.phA.id, rol: 'propietario' }] });
  await createResidente(t.db, x.unitA2.id, vecino.user.id);
  sinPermiso = await createTestUser(t.db, { nombre: 'Sin Reservas', roles: [{ phId: x.phA.id, rol: 'residente' }] });
  const registro = await createResidente(t.db, x.unitA2.id, sinPermiso.user.id);
  await t.db.residente.update({ where: { id: registro.id }, data: { permisos: ['pqrs'] } });
  // Monday 1 March 2027, 08:00 in Bogotá.
  await setClock(bog('2027-03-01', '08:00'));
  salon = await crearZona({
    nombre: 'Salón comunal',
    descripcion: 'Para 50 personas',
    aforo: 50,
    duracionSlotMin: 240,
    horario: TODOS_LOS_DIAS('08:00', '24:00'),
    anticipacionMinHoras: 24,
    anticipacionMaxDias: 30,
    maxReservasPorUnidadMes: 2,
    tarifa: 80_000,
    deposito: 200_000,
    requiereAprobacion: true,
    bloqueaMorosos: true,
  });
  bbq = await crearZona({
    nombre: 'BBQ',
    aforo: 15,
    duracionSlotMin: 120,
    horario: TODOS_LOS_DIAS('10:00', '22:00'),
    anticipacionMinHoras: 3,
    anticipacionMaxDias: 15,
    maxReservasPorUnidadMes: 2,
  });
  cancha = await crearZona({
    nombre: 'Cancha',
    aforo: 10,
    duracionSlotMin: 60,
    horario: TODOS_LOS_DIAS('06:00', '22:00'),
    anticipacionMinHoras: 1,
    anticipacionMaxDias: 60,
    maxReservasPorUnidadMes: 100,
  });
});
afterAll(async () => {
  await t?.close();
});

describe('zonas', () => {
  it('creates a zone on both facades with its schedule and rules; the name is unique per complex', async () => {
    const trpc = await t.trpc(
      'mutation',
      'reservas.zonas.create',
      {
        id: x.phA.id,
        nombre: 'Gimnasio',
        aforo: 8,
        duracionSlotMin: 60,
        horario: [{ dia: 1, desde: '05:00', hasta: '22:00' }],
        anticipacionMinHoras: 1,
        anticipacionMaxDias: 7,
        maxReservasPorUnidadMes: 30,
      },
      x.tokens.adminA,
    );
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.zona).toMatchObject({
      nombre: 'Gimnasio',
      tarifa: 0,
      deposito: 0,
      requiereAprobacion: false,
      bloqueaMorosos: false,
      activa: true,
      horario: [{ dia: 1, desde: '05:00', hasta: '22:00' }],
    });
    const get = await t.rest('GET', `/api/zonas/${salon.id}`, { token: x.tokens.residenteA });
    expect(get.body.zona).toMatchObject({
      nombre: 'Salón comunal',
      tarifa: 80_000,
      requiereAprobacion: true,
      bloqueaMorosos: true,
    });
    const dup = await t.rest('POST', `/api/ph/${x.phA.id}/zonas`, {
      token: x.tokens.adminA,
      body: {
        nombre: 'BBQ',
        aforo: 1,
        duracionSlotMin: 60,
        horario: [{ dia: 1, desde: '08:00', hasta: '09:00' }],
        anticipacionMinHoras: 0,
        anticipacionMaxDias: 1,
        maxReservasPorUnidadMes: 1,
      },
    });
    expect(dup.status).toBe(409);
    expect(message(dup)).toBe('Ya existe una zona con ese nombre en el conjunto');
  });

  it('refuses a schedule with a day outside 1–7 or a closing before the opening (422, in Spanish)', async () => {
    const base = {
      nombre: 'Piscina',
      aforo: 10,
      duracionSlotMin: 60,
      anticipacionMinHoras: 0,
      anticipacionMaxDias: 1,
      maxReservasPorUnidadMes: 1,
    };
    const dia = await t.rest('POST', `/api/ph/${x.phA.id}/zonas`, {
      token: x.tokens.adminA,
      body: { ...base, horario: [{ dia: 8, desde: '08:00', hasta: '09:00' }] },
    });
    expect(dia.status).toBe(422);
    expect(message(dia)).toContain('El día debe ser un número de 1 (lunes) a 7 (domingo)');
    const orden = await t.trpc(
      'mutation',
      'reservas.zonas.create',
      { id: x.phA.id, ...base, horario: [{ dia: 1, desde: '10:00', hasta: '09:00' }] },
      x.tokens.adminA,
    );
    expect(orden.status).toBe(422);
    expect(orden.body.error.message).toContain('La hora de cierre debe ser posterior a la de apertura');
    const cruce = await t.rest('POST', `/api/ph/${x.phA.id}/zonas`, {
      token: x.tokens.adminA,
      body: {
        ...base,
        horario: [
          { dia: 2, desde: '08:00', hasta: '12:00' },
          { dia: 2, desde: '11:00', hasta: '14:00' },
        ],
      },
    });
    expect(cruce.status).toBe(422);
    expect(message(cruce)).toContain('Las franjas de horario de un mismo día no pueden cruzarse');
    const sinHorario = await t.rest('POST', `/api/ph/${x.phA.id}/zonas`, {
      token: x.tokens.adminA,
      body: { ...base, horario: [] },
    });
    expect(message(sinHorario)).toContain('Indica al menos una franja de horario');
  });

  it('hides an inactive zone from residents but not from the administration; 404 for an unknown zone', async () => {
    const z = await crearZona({
      nombre: 'Sauna',
      aforo: 4,
      duracionSlotMin: 60,
      horario: [{ dia: 2, desde: '08:00', hasta: '10:00' }],
      anticipacionMinHoras: 0,
      anticipacionMaxDias: 5,
      maxReservasPorUnidadMes: 4,
    });
    const upd = await t.rest('PUT', `/api/zonas/${z.id}`, { token: x.tokens.adminA, body: { activa: false, tarifa: 5_000 } });
    expect(upd.body.zona).toMatchObject({ activa: false, tarifa: 5_000 });
    const residente = await t.rest('GET', `/api/ph/${x.phA.id}/zonas`, { token: x.tokens.residenteA });
    expect(residente.body.zonas.map((zz: { nombre: string }) => zz.nombre)).not.toContain('Sauna');
    const admin = await t.trpc('query', 'reservas.zonas.list', { id: x.phA.id }, x.tokens.adminA);
    expect(admin.body.result.data.zonas.map((zz: { nombre: string }) => zz.nombre)).toContain('Sauna');
    expect((await t.rest('GET', `/api/zonas/${z.id}`, { token: x.tokens.residenteA })).status).toBe(404);
    const unknown = await t.rest('GET', '/api/zonas/00000000-0000-4000-8000-000000000000', { token: x.tokens.adminA });
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe('La zona no existe');
  });
});

describe('booking rules', () => {
  it('books a free slot on both facades: confirmed at once without approval, with the feed URL', async () => {
    const rest = await reservar(bbq.id, { inicio: bog('2027-03-03', '10:00'), fin: bog('2027-03-03', '12:00') });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      success: true,
      message: 'Reserva confirmada',
      reserva: { estado: 'aprobada', zona: 'BBQ', unidad: '1-101', asistentes: 4, tarifa: 0, cargoId: null },
    });
    expect(rest.body.reserva.inicio).toBe('2027-03-03T15:00:00.000Z');
    expect(rest.body.calendarioUrl).toMatch(
      new RegExp(`^http://horizonte.test/api/apartamentos/${x.unitA.id}/reservas\\.ics\\?token=\\w+$`),
    );
    const trpc = await t.trpc(
      'mutation',
      'reservas.create',
      {
        id: bbq.id,
        apartamentoId: x.unitA2.id,
        inicio: bog('2027-03-03', '14:00'),
        fin: bog('2027-03-03', '16:00'),
        asistentes: 2,
      },
      vecino.token,
    );
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.reserva).toMatchObject({
      estado: 'aprobada',
      unidad: '1-102',
      solicitante: { nombre: 'Vecina Dos' },
    });
  });

  it('refuses a slot outside the schedule or off the slot grid (400)', async () => {
    const fuera = await reservar(bbq.id, { inicio: bog('2027-03-04', '08:00'), fin: bog('2027-03-04', '10:00') });
    expect(fuera.status).toBe(400);
    expect(message(fuera)).toBe('La reserva debe estar dentro del horario de la zona');
    const grid = await t.trpc(
      'mutation',
      'reservas.create',
      {
        id: bbq.id,
        apartamentoId: x.unitA.id,
        inicio: bog('2027-03-04', '10:30'),
        fin: bog('2027-03-04', '12:30'),
        asistentes: 2,
      },
      x.tokens.residenteA,
    );
    expect(grid.status).toBe(400);
    expect(grid.body.error.message).toBe('La reserva debe empezar y terminar en franjas de 120 minutos del horario de la zona');
    const alReves = await reservar(bbq.id, { inicio: bog('2027-03-04', '12:00'), fin: bog('2027-03-04', '10:00') });
    expect(alReves.status).toBe(422);
    expect(message(alReves)).toContain('La hora de fin debe ser posterior a la de inicio');
  });

  it('enforces the minimum and maximum notice and the aforo (400)', async () => {
    // The clock says 08:00 on 1 March: 10:00 the same day is 2 h away, the BBQ asks for 3.
    const pronto = await reservar(bbq.id, { inicio: bog('2027-03-01', '10:00'), fin: bog('2027-03-01', '12:00') });
    expect(pronto.status).toBe(400);
    expect(message(pronto)).toBe('Las reservas de esta zona se hacen con al menos 3 horas de anticipación');
    const lejos = await reservar(bbq.id, { inicio: bog('2027-03-17', '10:00'), fin: bog('2027-03-17', '12:00') });
    expect(lejos.status).toBe(400);
    expect(message(lejos)).toBe('Las reservas de esta zona se hacen con máximo 15 días de anticipación');
    const muchos = await reservar(bbq.id, {
      inicio: bog('2027-03-05', '10:00'),
      fin: bog('2027-03-05', '12:00'),
      asistentes: 16,
    });
    expect(muchos.status).toBe(400);
    expect(message(muchos)).toBe('La zona admite máximo 15 personas');
  });

  it('refuses an overlapping booking with 409 and accepts the adjacent slot', async () => {
    const same = await reservar(
      bbq.id,
      { inicio: bog('2027-03-03', '10:00'), fin: bog('2027-03-03', '12:00'), apartamentoId: x.unitA2.id },
      vecino.token,
    );
    expect(same.status).toBe(409);
    expect(message(same)).toBe('Ese horario ya está reservado. Elige otra franja');
    const partial = await t.trpc(
      'mutation',
      'reservas.create',
      {
        id: bbq.id,
        apartamentoId: x.unitA2.id,
        inicio: bog('2027-03-03', '12:00'),
        fin: bog('2027-03-03', '16:00'),
        asistentes: 2,
      },
      vecino.token,
    );
    expect(partial.status).toBe(409);
    expect(partial.body.error.message).toBe('Ese horario ya está reservado. Elige otra franja');
    const adjacent = await reservar(
      bbq.id,
      { inicio: bog('2027-03-03', '12:00'), fin: bog('2027-03-03', '14:00'), apartamentoId: x.unitA2.id },
      vecino.token,
    );
    expect(adjacent.status).toBe(200);
  });

  it('enforces the monthly quota per unit and zone (409), counting the Bogotá month of the booking', async () => {
    // residenteA already holds one BBQ booking in March (3 March); the quota is 2.
    expect((await reservar(bbq.id, { inicio: bog('2027-03-06', '10:00'), fin: bog('2027-03-06', '12:00') })).status).toBe(200);
    const third = await reservar(bbq.id, { inicio: bog('2027-03-07', '10:00'), fin: bog('2027-03-07', '12:00') });
    expect(third.status).toBe(409);
    expect(message(third)).toBe('Tu unidad ya tiene 2 reservas de esta zona en ese mes, el máximo permitido');
  });

  it('lets exactly one of 20 concurrent requests for one slot win; the rest get 409', async () => {
    const body = { inicio: bog('2027-03-10', '18:00'), fin: bog('2027-03-10', '19:00'), asistentes: 2 };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? reservar(cancha.id, { ...body, apartamentoId: x.unitA2.id }, vecino.token)
          : reservar(cancha.id, { ...body, apartamentoId: x.unitA.id }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const lost = results.filter((r) => r.status !== 200);
    expect(lost.map((r) => r.status)).toEqual(Array(19).fill(409));
    expect(new Set(lost.map(message))).toEqual(new Set(['Ese horario ya está reservado. Elige otra franja']));
    expect(await t.db.reserva.count({ where: { zonaId: cancha.id, inicio: new Date(body.inicio) } })).toBe(1);
  });

  it("answers 403 with the reason to a unit without the permiso, someone else's unit and the administration; 404 for an unknown zone", async () => {
    const slot = { inicio: bog('2027-03-08', '10:00'), fin: bog('2027-03-08', '12:00') };
    const permiso = await reservar(bbq.id, { ...slot, apartamentoId: x.unitA2.id }, sinPermiso.token);
    expect(permiso.status).toBe(403);
    expect(message(permiso)).toBe('Tu unidad no tiene habilitado el módulo de reservas');
    const ajena = await reservar(bbq.id, { ...slot, apartamentoId: x.unitA2.id });
    expect(ajena.status).toBe(403);
    expect(message(ajena)).toBe('La unidad indicada no es tuya');
    const admin = await reservar(bbq.id, slot, x.tokens.adminA);
    expect(admin.status).toBe(403);
    expect(message(admin)).toBe('No tienes permiso para realizar esta acción');
    const otro = await reservar(bbq.id, slot, x.tokens.adminB);
    expect(otro.status).toBe(403);
    const unknown = await reservar('00000000-0000-4000-8000-000000000000', slot);
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe('La zona no existe');
  });

  it('blocks a unit with capital more than 60 days overdue in a zone with bloqueaMorosos, saying how to get a paz y salvo; other zones stay open', async () => {
    const cargo = (fechaVencimiento: string, valor: number) => ({
      phId: x.phA.id,
      apartamentoId: x.unitA2.id,
      tipo: 'ordinaria' as const,
      concepto: 'Cuota',
      periodo: fechaVencimiento.slice(0, 7),
      fecha: new Date(`${fechaVencimiento.slice(0, 8)}01T00:00:00Z`),
      fechaVencimiento: new Date(`${fechaVencimiento}T00:00:00Z`),
      valor,
      generaMora: true,
      estado: 'vigente' as const,
    });
    // Due 10 January 2027: 50 days overdue on 1 March — not yet blocking.
    await t.db.cargo.create({ data: cargo('2027-01-10', 300_000) });
    const reciente = await reservar(
      salon.id,
      { inicio: bog('2027-03-12', '08:00'), fin: bog('2027-03-12', '12:00'), apartamentoId: x.unitA2.id },
      vecino.token,
    );
    expect(reciente.status).toBe(200);
    // Due 10 December 2026: 81 days overdue.
    await t.db.cargo.create({ data: cargo('2026-12-10', 300_000) });
    const moroso = await reservar(
      salon.id,
      { inicio: bog('2027-03-13', '08:00'), fin: bog('2027-03-13', '12:00'), apartamentoId: x.unitA2.id },
      vecino.token,
    );
    expect(moroso.status).toBe(403);
    expect(message(moroso)).toContain('más de 60 días de vencidas');
    expect(message(moroso)).toContain('paz y salvo');
    const canchaOk = await reservar(
      cancha.id,
      { inicio: bog('2027-03-09', '10:00'), fin: bog('2027-03-09', '11:00'), apartamentoId: x.unitA2.id },
      vecino.token,
    );
    expect(canchaOk.status).toBe(200);
  });
});

describe('approval, the fee, cancellation and closing', () => {
  it('asks for approval, charges the fee to the estado de cuenta when approved and annuls it when cancelled', async () => {
    const res = await reservar(salon.id, { inicio: bog('2027-03-14', '16:00'), fin: bog('2027-03-14', '20:00'), asistentes: 30 });
    expect(res.body).toMatchObject({
      message: 'Reserva solicitada: la administración debe aprobarla',
      reserva: { estado: 'solicitada', tarifa: 80_000, deposito: 200_000, cargoId: null },
    });
    const id = res.body.reserva.id as string;
    const queue = await t.rest('GET', `/api/ph/${x.phA.id}/reservas?estado=solicitada`, { token: x.tokens.adminA });
    expect(queue.body.reservas.map((r: { id: string }) => r.id)).toContain(id);

    expect((await t.rest('PUT', `/api/reservas/${id}/aprobar`, { token: x.tokens.residenteA })).status).toBe(403);
    const ok = await t.trpc('mutation', 'reservas.aprobar', { id }, x.tokens.adminA);
    expect(ok.status).toBe(200);
    const cargoId = ok.body.result.data.reserva.cargoId as string;
    expect(ok.body.result.data.reserva.estado).toBe('aprobada');
    const estado = await t.rest('GET', `/api/apartamentos/${x.unitA.id}/estado-cuenta`, { token: x.tokens.residenteA });
    expect(estado.status).toBe(200);
    expect(JSON.stringify(estado.body)).toContain('Reserva Salón comunal (14 de mar de 2027)');
    expect(await t.db.cargo.findUniqueOrThrow({ where: { id: cargoId } })).toMatchObject({
      tipo: 'adicional',
      valor: 80_000,
      generaMora: false,
      estado: 'vigente',
    });

    const again = await t.rest('PUT', `/api/reservas/${id}/aprobar`, { token: x.tokens.adminA });
    expect(again.status).toBe(409);
    expect(message(again)).toBe('Una reserva aprobada no puede pasar a aprobada');

    // The unit cancels well before the cutoff (24 h before 16:00 on the 14th).
    const cancel = await t.rest('PUT', `/api/reservas/${id}/cancelar`, { token: x.tokens.residenteA, body: {} });
    expect(cancel.status).toBe(200);
    expect(cancel.body.reserva.estado).toBe('cancelada');
    expect(await t.db.cargo.findUniqueOrThrow({ where: { id: cargoId } })).toMatchObject({ estado: 'anulado' });
    // The slot is free again.
    const retake = await reservar(
      salon.id,
      { inicio: bog('2027-03-14', '16:00'), fin: bog('2027-03-14', '20:00'), apartamentoId: x.unitA2.id },
      vecino.token,
    );
    expect(retake.status).toBe(403); // vecino's unit is in mora (previous test) — the rule still holds
  });

  it('rejects with a motivo (422 without one) and a rejected booking cannot be approved (409)', async () => {
    const res = await reservar(salon.id, { inicio: bog('2027-03-15', '08:00'), fin: bog('2027-03-15', '12:00') });
    const id = res.body.reserva.id as string;
    const sinMotivo = await t.rest('PUT', `/api/reservas/${id}/rechazar`, { token: x.tokens.adminA, body: {} });
    expect(sinMotivo.status).toBe(422);
    expect(message(sinMotivo)).toContain('Indica el motivo');
    const rej = await t.rest('PUT', `/api/reservas/${id}/rechazar`, {
      token: x.tokens.adminA,
      body: { motivo: 'Mantenimiento del salón' },
    });
    expect(rej.body.reserva).toMatchObject({ estado: 'rechazada', motivo: 'Mantenimiento del salón' });
    const apr = await t.rest('PUT', `/api/reservas/${id}/aprobar`, { token: x.tokens.adminA });
    expect(apr.status).toBe(409);
    expect(message(apr)).toBe('Una reserva rechazada no puede pasar a aprobada');
  });

  it('lets the unit cancel only before the cutoff; the administration any time with a motivo; closes after the start', async () => {
    const res = await reservar(cancha.id, { inicio: bog('2027-03-01', '12:00'), fin: bog('2027-03-01', '13:00') });
    expect(res.status).toBe(200);
    const id = res.body.reserva.id as string;
    expect(res.body.reserva.cancelableHasta).toBe('2027-03-01T16:00:00.000Z');
    const early = await t.rest('PUT', `/api/reservas/${id}/cierre`, { token: x.tokens.adminA, body: { estado: 'cumplida' } });
    expect(early.status).toBe(409);
    expect(message(early)).toBe('Solo se marca cumplida o no asistió después de la hora de inicio');
    await setClock(bog('2027-03-01', '11:30'));
    const late = await t.rest('PUT', `/api/reservas/${id}/cancelar`, { token: x.tokens.residenteA, body: {} });
    expect(late.status).toBe(409);
    expect(message(late)).toBe('Solo puedes cancelar hasta 1 horas antes del inicio; comunícate con la administración');
    const otraUnidad = await t.rest('PUT', `/api/reservas/${id}/cancelar`, { token: vecino.token, body: {} });
    expect(otraUnidad.status).toBe(403);
    const adminSin = await t.rest('PUT', `/api/reservas/${id}/cancelar`, { token: x.tokens.adminA, body: {} });
    expect(adminSin.status).toBe(400);
    expect(message(adminSin)).toBe('Indica el motivo');

    const otra = await reservar(cancha.id, { inicio: bog('2027-03-01', '14:00'), fin: bog('2027-03-01', '15:00') });
    await setClock(bog('2027-03-01', '15:30'));
    const adminCon = await t.trpc('mutation', 'reservas.cancelar', { id, motivo: 'Lluvia: cancha cerrada' }, x.tokens.adminA);
    expect(adminCon.body.result.data.reserva).toMatchObject({ estado: 'cancelada', motivo: 'Lluvia: cancha cerrada' });
    const cumplida = await t.trpc(
      'mutation',
      'reservas.cerrar',
      { id: otra.body.reserva.id, estado: 'no_show' },
      x.tokens.adminA,
    );
    expect(cumplida.body.result.data.reserva.estado).toBe('no_show');
    await setClock(bog('2027-03-01', '08:00'));
  });
});

describe('availability, lists and the iCalendar feed', () => {
  it('shows a day of slots: taken ones name the unit only to it and to the staff', async () => {
    const path = `/api/zonas/${bbq.id}/disponibilidad?desde=2027-03-03&hasta=2027-03-04`;
    const mine = await t.rest('GET', path, { token: x.tokens.residenteA });
    expect(mine.status).toBe(200);
    expect(mine.body.slots.map((s: { estado: string }) => s.estado)).toEqual([
      'ocupado',
      'ocupado',
      'ocupado',
      'libre',
      'libre',
      'libre',
    ]);
    expect(mine.body.slots[0]).toMatchObject({
      inicio: '2027-03-03T15:00:00.000Z',
      fin: '2027-03-03T17:00:00.000Z',
      propia: true,
      unidad: '1-101',
    });
    expect(mine.body.slots[1]).toMatchObject({ propia: false, unidad: null, reservaId: null });
    const staff = await t.trpc(
      'query',
      'reservas.disponibilidad.get',
      { id: bbq.id, desde: '2027-03-03', hasta: '2027-03-04' },
      x.tokens.consejoA,
    );
    expect(staff.body.result.data.slots[1]).toMatchObject({ unidad: '1-102' });
    const past = await t.rest('GET', `/api/zonas/${bbq.id}/disponibilidad?desde=2027-03-01&hasta=2027-03-02`, {
      token: x.tokens.residenteA,
    });
    expect(past.body.slots[0].estado).toBe('no_disponible');
    const tooLong = await t.rest('GET', `/api/zonas/${bbq.id}/disponibilidad?desde=2027-03-01&hasta=2027-06-01`, {
      token: x.tokens.residenteA,
    });
    expect(tooLong.status).toBe(422);
    expect(message(tooLong)).toContain('Consulta como máximo 62 días');
  });

  it("lists only the caller's units to a resident and everything to the staff, with filters", async () => {
    const mine = await t.rest('GET', `/api/ph/${x.phA.id}/reservas?pageSize=100`, { token: x.tokens.residenteA });
    expect(mine.body.total).toBeGreaterThan(0);
    expect(new Set(mine.body.reservas.map((r: { unidad: string }) => r.unidad))).toEqual(new Set(['1-101']));
    const ajena = await t.rest('GET', `/api/ph/${x.phA.id}/reservas?apartamentoId=${x.unitA2.id}`, {
      token: x.tokens.residenteA,
    });
    expect(ajena.status).toBe(403);
    const staff = await t.trpc('query', 'reservas.list', { id: x.phA.id, zonaId: bbq.id, pageSize: 100 }, x.tokens.adminA);
    expect(new Set(staff.body.result.data.reservas.map((r: { unidad: string }) => r.unidad))).toEqual(
      new Set(['1-101', '1-102']),
    );
    const canceladas = await t.rest('GET', `/api/ph/${x.phA.id}/reservas?estado=cancelada`, { token: x.tokens.adminA });
    expect(canceladas.body.reservas.every((r: { estado: string }) => r.estado === 'cancelada')).toBe(true);
  });

  it("serves the unit's bookings as text/calendar with its secret or a session, never to others", async () => {
    const link = await t.rest('GET', `/api/apartamentos/${x.unitA.id}/reservas/calendario`, { token: x.tokens.residenteA });
    expect(link.status).toBe(200);
    expect(link.body.webcal).toMatch(/^webcal:\/\/horizonte\.test\//);
    const path = new URL(link.body.url as string).pathname + new URL(link.body.url as string).search;
    const feed = await t.app.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await feed.text();
    const vivas = await t.db.reserva.count({
      where: { apartamentoId: x.unitA.id, estado: { in: ['solicitada', 'aprobada', 'cumplida'] } },
    });
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(vivas);
    expect(ics).toContain('SUMMARY:BBQ');
    expect(ics).toContain('DTSTART:20270303T150000Z');
    expect((await t.app.request(`/api/apartamentos/${x.unitA.id}/reservas.ics?token=nope`)).status).toBe(403);
    // The feed's secret is not a session: a session token in the URL opens nothing.
    expect((await t.app.request(`/api/apartamentos/${x.unitA.id}/reservas.ics?token=${x.tokens.residenteA}`)).status).toBe(403);
    expect((await t.app.request(`/api/apartamentos/${x.unitA.id}/reservas.ics`)).status).toBe(401);
    const session = await t.rest('GET', `/api/apartamentos/${x.unitA.id}/reservas.ics`, { token: x.tokens.residenteA });
    expect(session.status).toBe(200);
    expect((await t.rest('GET', `/api/apartamentos/${x.unitA.id}/reservas.ics`, { token: vecino.token })).status).toBe(403);
    expect((await t.rest('GET', `/api/apartamentos/${x.unitA.id}/reservas/calendario`, { token: vecino.token })).status).toBe(
      403,
    );
  });
});
