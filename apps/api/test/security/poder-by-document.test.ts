// Finding 3 of issue 25: a stranger registered with the document number of a named apoderado and verified
// her own mailbox; she then registered attendance for the owner's unit, cast its vote (the real owner then
// got 409 «ya votó») and read the acta, padrón and poderes with everyone's names. Now a poder binds only to
// the account that accepts the link mailed to the apoderado's email: the document number grants nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { asistir, convocar, crear, createConjunto, setClock, type Conjunto } from '../asambleas-fixture.ts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { createTestUser, type TestUser } from '../support/sessions.ts';
import { createTenants, type Tenants } from '../support/tenants.ts';

let t: TestApp;
let x: Tenants;
let c: Conjunto;
let extrana: TestUser;
let asamblea: { id: string; puntos: { id: string; titulo: string }[] };

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  c = await createConjunto(t, x);
  // Registered and verified with her own mailbox, and the document number the owner will type.
  extrana = await createTestUser(t.db, { nombre: 'Extraña' });
  await setClock(t, x, '2027-03-01T09:00:00-05:00');
  asamblea = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Asamblea con poder' });
  await convocar(t, asamblea.id, x.tokens.adminA!);
  const poder = await t.rest('POST', `/api/asambleas/${asamblea.id}/poderes`, {
    token: c.owners[4]!.token,
    body: {
      apartamentoId: c.units[4]!.id,
      apoderado: {
        nombre: 'Ana Apoderada',
        tipo_documento: 'CC',
        numero_documento: extrana.user.numeroDocumento,
        email: 'ana.apoderada@example.com',
      },
    },
  });
  expect(poder.status, JSON.stringify(poder.body)).toBe(200);
  await setClock(t, x, '2027-03-16T19:00:00-05:00');
  await asistir(t, asamblea.id, c.owners[0]!.token, c.units[0]!.id);
  await asistir(t, asamblea.id, c.owners[1]!.token, c.units[1]!.id);
  expect((await t.rest('PUT', `/api/asambleas/${asamblea.id}/instalar`, { token: x.tokens.adminA })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const eleccion = () => asamblea.puntos.find((p) => p.titulo === 'Elección del consejo')!.id;

describe("a stranger with the apoderado's document number", () => {
  it('registers no attendance for the unit (both facades)', async () => {
    const rest = await t.rest('POST', `/api/asambleas/${asamblea.id}/asistencias`, {
      token: extrana.token,
      body: { apartamentoId: c.units[4]!.id },
    });
    expect(rest.status).toBe(403);
    const trpc = await t.trpc(
      'mutation',
      'asambleas.asistencias.create',
      { id: asamblea.id, apartamentoId: c.units[4]!.id },
      extrana.token,
    );
    expect(trpc.status).toBe(403);
    expect(await t.db.asambleaAsistencia.count({ where: { asambleaId: asamblea.id, apartamentoId: c.units[4]!.id } })).toBe(0);
  });

  it('casts no vote for it, and the real owner still votes', async () => {
    expect((await t.rest('PUT', `/api/puntos/${eleccion()}/abrir`, { token: x.tokens.adminA })).status).toBe(200);
    const rest = await t.rest('POST', `/api/puntos/${eleccion()}/votos`, {
      token: extrana.token,
      body: { apartamentoId: c.units[4]!.id, opcion: 'no' },
    });
    expect(rest.status).toBe(403);
    const trpc = await t.trpc(
      'mutation',
      'asambleas.puntos.votar',
      { id: eleccion(), apartamentoId: c.units[4]!.id, opcion: 'no' },
      extrana.token,
    );
    expect(trpc.status).toBe(403);
    await asistir(t, asamblea.id, c.owners[4]!.token, c.units[4]!.id);
    const propio = await t.rest('POST', `/api/puntos/${eleccion()}/votos`, {
      token: c.owners[4]!.token,
      body: { apartamentoId: c.units[4]!.id, opcion: 'si' },
    });
    expect(propio.status, JSON.stringify(propio.body)).toBe(200);
    expect(propio.body.voto).toMatchObject({ calidad: 'propietario', opcion: 'si' });
  });

  it('reads nothing of the asamblea: not the list, the meeting, the padrón, the poderes, the acta or its PDF (both facades)', async () => {
    const rest = [
      `/api/ph/${c.ph.id}/asambleas`,
      `/api/asambleas/${asamblea.id}`,
      `/api/asambleas/${asamblea.id}/padron`,
      `/api/asambleas/${asamblea.id}/poderes`,
      `/api/asambleas/${asamblea.id}/acta`,
      `/api/asambleas/${asamblea.id}/acta.pdf`,
      `/api/asambleas/${asamblea.id}/quorum`,
    ];
    for (const path of rest) expect((await t.rest('GET', path, { token: extrana.token })).status, path).toBe(403);
    for (const procedure of [
      'asambleas.get',
      'asambleas.padron.get',
      'asambleas.poderes.list',
      'asambleas.acta.get',
      'asambleas.acta.pdf',
    ]) {
      expect((await t.trpc('query', procedure, { id: asamblea.id }, extrana.token)).status, procedure).toBe(403);
    }
  });
});
