// Asambleas (issue 18) through both facades: configuración, the draft and its orden del día with the
// ponderación the law gives each punto, the convocatoria (art. 39 antelación in Bogotá calendar days,
// padrón frozen at Σ = 100 %, mail to every owner, art. 41 second call), the owners' own convocatoria
// with adhesiones, installation with quórum (art. 45), sin quórum → second call, poderes, asistencia.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aceptarPoder, asistir, convocar, crear, createConjunto, message, setClock, type Conjunto } from './asambleas-fixture.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser } from './support/sessions.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let c: Conjunto;

// Monday 1 March 2027, 09:00 in Bogotá.
const LUNES = '2027-03-01T09:00:00-05:00';

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  c = await createConjunto(t, x);
  await setClock(t, x, LUNES);
});
afterAll(async () => {
  await t?.close();
});

describe('configuración', () => {
  it('stores the cap, the antelación of extraordinarias and the residential use (admin only) on both facades', async () => {
    const rest = await t.rest('PUT', `/api/ph/${c.ph.id}/asambleas/configuracion`, {
      token: x.tokens.adminA,
      body: { maxPoderesPorApoderado: 2 },
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      success: true,
      configuracion: { maxPoderesPorApoderado: 2, antelacionExtraordinariaDias: 15, usoResidencial: true },
    });
    const trpc = await t.trpc(
      'mutation',
      'asambleas.configuracion.update',
      { id: c.ph.id, maxPoderesPorApoderado: null, antelacionExtraordinariaDias: 10 },
      x.tokens.adminA,
    );
    expect(trpc.body.result.data.configuracion).toEqual({
      maxPoderesPorApoderado: null,
      antelacionExtraordinariaDias: 10,
      usoResidencial: true,
    });
    expect((await t.rest('PUT', `/api/ph/${c.ph.id}/asambleas/configuracion`, { token: c.consejo.token, body: {} })).status).toBe(
      403,
    );
    expect((await t.rest('PUT', `/api/ph/${c.ph.id}/asambleas/configuracion`, { token: x.tokens.adminB, body: {} })).status).toBe(
      403,
    );
    const bad = await t.rest('PUT', `/api/ph/${c.ph.id}/asambleas/configuracion`, {
      token: x.tokens.adminA,
      body: { maxPoderesPorApoderado: 0 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toContain('El tope de poderes debe ser al menos 1');
    await t.rest('PUT', `/api/ph/${c.ph.id}/asambleas/configuracion`, { token: x.tokens.adminA, body: {} });
  });
});

describe('the draft', () => {
  it('creates it in borrador with each punto weighted as the law says (C-522/02) on both facades', async () => {
    const a = await crear(t, c.ph.id, x.tokens.adminA!);
    expect(a).toMatchObject({
      estado: 'borrador',
      convocante: 'administrador',
      convocatoria: 'primera',
      tipo: 'ordinaria',
      modalidad: 'presencial',
    });
    // Residential complex: non-economic simple decisions count units; economic or art. 46 ones, coeficientes.
    expect(a.puntos.map((p) => [p.orden, p.titulo, p.ponderacion, p.estado])).toEqual([
      [1, 'Informe de gestión', 'unidad', 'pendiente'],
      [2, 'Elección del consejo', 'unidad', 'pendiente'],
      [3, 'Presupuesto 2027', 'coeficiente', 'pendiente'],
      [4, 'Reforma del reglamento', 'coeficiente', 'pendiente'],
    ]);
    // A complex that is not residential always weighs by coeficiente.
    await t.rest('PUT', `/api/ph/${c.ph.id}/asambleas/configuracion`, {
      token: x.tokens.adminA,
      body: { usoResidencial: false },
    });
    const trpc = await t.trpc(
      'mutation',
      'asambleas.create',
      {
        id: c.ph.id,
        tipo: 'ordinaria',
        modalidad: 'presencial',
        titulo: 'Comercial',
        fechaHora: '2027-03-20T10:00:00-05:00',
        lugar: 'Salón',
        puntos: [{ titulo: 'Elección', tipo: 'decision' }],
      },
      x.tokens.adminA,
    );
    expect(trpc.body.result.data.asamblea.puntos[0].ponderacion).toBe('coeficiente');
    await t.rest('PUT', `/api/ph/${c.ph.id}/asambleas/configuracion`, { token: x.tokens.adminA, body: {} });
  });

  it('refuses an art. 46 decision in a reunión no presencial (400), before looking at the complex (400 before 404)', async () => {
    const body = {
      tipo: 'extraordinaria',
      modalidad: 'no_presencial',
      titulo: 'Virtual',
      fechaHora: '2027-04-01T19:00:00-05:00',
      enlace: 'https://meet.example.com/a',
      puntos: [{ titulo: 'Cambio de destinación', tipo: 'decision', mayoria: 'calificada_70' }],
    };
    const rest = await t.rest('POST', `/api/ph/${c.ph.id}/asambleas`, { token: x.tokens.adminA, body });
    expect(rest.status).toBe(400);
    expect(message(rest)).toBe(
      'Las decisiones de mayoría calificada del 70 % no pueden tomarse en reunión no presencial (art. 46, parágrafo, Ley 675 de 2001)',
    );
    const trpc = await t.trpc(
      'mutation',
      'asambleas.create',
      { id: '00000000-0000-4000-8000-000000000000', ...body },
      x.tokens.adminA,
    );
    expect(trpc.status).toBe(400);
    const ok = { ...body, puntos: [{ titulo: 'Informe', tipo: 'informativo' }] };
    expect(
      (await t.rest('POST', '/api/ph/00000000-0000-4000-8000-000000000000/asambleas', { token: x.tokens.adminA, body: ok }))
        .status,
    ).toBe(404);
    expect((await t.rest('POST', `/api/ph/${c.ph.id}/asambleas`, { token: x.tokens.adminB, body: ok })).status).toBe(403);
    expect((await t.rest('POST', `/api/ph/${c.ph.id}/asambleas`, { token: c.residente.token, body: ok })).status).toBe(403);
    const invalid = await t.rest('POST', `/api/ph/${c.ph.id}/asambleas`, { token: x.tokens.adminA, body: { ...ok, puntos: [] } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toContain('El orden del día necesita al menos un punto');
  });

  it('lets the consejo convene as consejo; owners only extraordinarias as propietarios', async () => {
    const consejo = await crear(t, c.ph.id, c.consejo.token);
    expect(consejo).toMatchObject({ convocante: 'consejo' });
    const ordinaria = await t.rest('POST', `/api/ph/${c.ph.id}/asambleas`, {
      token: c.owners[0]!.token,
      body: {
        tipo: 'ordinaria',
        modalidad: 'presencial',
        titulo: 'X',
        fechaHora: '2027-04-01T19:00:00-05:00',
        lugar: 'Salón',
        puntos: [{ titulo: 'A', tipo: 'informativo' }],
        convocante: 'propietarios',
      },
    });
    expect(ordinaria.status).toBe(400);
    expect(message(ordinaria)).toBe('Los propietarios solo pueden convocar asambleas extraordinarias (art. 39, Ley 675 de 2001)');
    expect(
      (
        await t.rest('POST', `/api/ph/${c.ph.id}/asambleas`, {
          token: c.consejo.token,
          body: {
            tipo: 'ordinaria',
            modalidad: 'presencial',
            titulo: 'X',
            fechaHora: '2027-04-01T19:00:00-05:00',
            lugar: 'S',
            puntos: [{ titulo: 'A', tipo: 'informativo' }],
            convocante: 'administrador',
          },
        })
      ).status,
    ).toBe(403);
  });

  it("edits in borrador; once convened the orden del día is locked (409); drafts stay out of owners' sight", async () => {
    const a = await crear(t, c.ph.id, x.tokens.adminA!);
    const listed = async (token: string) =>
      ((await t.rest('GET', `/api/ph/${c.ph.id}/asambleas?pageSize=100`, { token })).body.asambleas as { id: string }[]).map(
        (r) => r.id,
      );
    expect(await listed(c.owners[0]!.token)).not.toContain(a.id);
    expect(await listed(c.consejo.token)).toContain(a.id);
    expect((await t.rest('GET', `/api/asambleas/${a.id}`, { token: c.owners[0]!.token })).status).toBe(403);
    const body = {
      tipo: 'ordinaria',
      modalidad: 'presencial',
      titulo: 'Asamblea ordinaria 2027 (ajustada)',
      fechaHora: '2027-03-16T19:00:00-05:00',
      lugar: 'Salón comunal',
      puntos: [{ titulo: 'Presupuesto', tipo: 'decision', contenidoEconomico: true }],
    };
    const edited = await t.rest('PUT', `/api/asambleas/${a.id}`, { token: x.tokens.adminA, body });
    expect(edited.status).toBe(200);
    expect(edited.body.asamblea.puntos).toMatchObject([{ orden: 1, titulo: 'Presupuesto', ponderacion: 'coeficiente' }]);
    await convocar(t, a.id, x.tokens.adminA!);
    const locked = await t.trpc('mutation', 'asambleas.update', { id: a.id, ...body }, x.tokens.adminA);
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toBe('La asamblea ya fue convocada: el orden del día no se puede cambiar');
    expect(await listed(c.owners[0]!.token)).toContain(a.id);
    expect((await t.rest('GET', `/api/asambleas/${a.id}`, { token: x.tokens.adminB })).status).toBe(403);
    expect((await t.rest('GET', '/api/asambleas/00000000-0000-4000-8000-000000000000', { token: x.tokens.adminA })).status).toBe(
      404,
    );
  });
});

describe('the convocatoria', () => {
  it('needs 15 Bogotá calendar days for an ordinaria (art. 39): 14 → 400, 15 → convened, padrón frozen, mails, second call on the third business day at 20:00', async () => {
    await setClock(t, x, LUNES);
    const corta = await crear(t, c.ph.id, x.tokens.adminA!, { fechaHora: '2027-03-15T19:00:00-05:00' });
    const res = await t.rest('PUT', `/api/asambleas/${corta.id}/convocar`, {
      token: x.tokens.adminA,
      body: { medio: 'plataforma' },
    });
    expect(res.status).toBe(400);
    // 1 March → 15 March: 14 calendar days.
    expect(message(res)).toBe(
      'La convocatoria debe hacerse con al menos 15 días calendario de anticipación (art. 39, Ley 675 de 2001); esta tiene 14',
    );
    // Late at night on 1 March in Bogotá is already 2 March in UTC: still 1 March for the count.
    await setClock(t, x, '2027-03-01T23:30:00-05:00');
    const a = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Ordinaria de marzo' });
    const trpc = await t.trpc('mutation', 'asambleas.convocar', { id: a.id, medio: 'plataforma' }, x.tokens.adminA);
    expect(trpc.status).toBe(200);
    const convocada = trpc.body.result.data.asamblea;
    expect(convocada).toMatchObject({
      estado: 'convocada',
      convocatoriaInfo: { medio: 'plataforma', fechaConvocatoria: '2027-03-01', soporte: null },
    });
    // Meeting Tuesday 16 March → business days Wed 17, Thu 18, Fri 19 → Friday 19 March 2027, 20:00 Bogotá.
    expect(convocada.segundaConvocatoria).toEqual({ fechaHora: '2027-03-20T01:00:00.000Z' });
    const padron = await t.rest('GET', `/api/asambleas/${a.id}/padron`, { token: c.owners[2]!.token });
    expect(padron.body.padron.unidades.map((u: { unidad: string; coeficiente: number }) => [u.unidad, u.coeficiente])).toEqual([
      ['1-101', 30],
      ['1-201', 25],
      ['1-301', 20],
      ['1-401', 15],
      ['1-501', 10],
    ]);
    expect(padron.body.padron.coeficienteTotal).toBe(100);
    // Frozen: a later change of coeficientes does not reach this padrón.
    await t.db.apartamento.update({ where: { id: c.units[4]!.id }, data: { coeficiente: 10.5 } });
    expect(
      (await t.rest('GET', `/api/asambleas/${a.id}/padron`, { token: x.tokens.adminA })).body.padron.unidades[4].coeficiente,
    ).toBe(10);
    await t.db.apartamento.update({ where: { id: c.units[4]!.id }, data: { coeficiente: 10 } });
    for (const owner of c.owners) {
      const mail = await t.smtp.waitFor(owner.user.email, { subject: /^Convocatoria: Ordinaria de marzo \(Altos/ });
      expect(mail.text).toContain(
        'Orden del día: 1. Informe de gestión 2. Elección del consejo 3. Presupuesto 2027 4. Reforma del reglamento',
      );
      expect(mail.text).toContain('Lugar: Salón comunal.');
      expect(mail.text).toContain('segunda convocatoria el viernes, 19 de marzo de 2027');
    }
    const again = await t.rest('PUT', `/api/asambleas/${a.id}/convocar`, {
      token: x.tokens.adminA,
      body: { medio: 'plataforma' },
    });
    expect(again.status).toBe(409);
  });

  it('refuses a padrón whose coeficientes do not add up to 100 % (409 with the sum)', async () => {
    // Complex A of the tenants has two units of 1 % each.
    await setClock(t, x, LUNES);
    const a = await crear(t, x.phA.id, x.tokens.adminA!);
    const res = await t.rest('PUT', `/api/asambleas/${a.id}/convocar`, { token: x.tokens.adminA, body: { medio: 'plataforma' } });
    expect(res.status).toBe(409);
    expect(message(res)).toBe('La suma de los coeficientes es 2 %; debe ser 100 % para convocar');
    expect(res.body.sumaCoeficientes).toBe(2);
    expect(await t.db.asambleaPadron.count({ where: { asambleaId: a.id } })).toBe(0);
  });

  it('records a convocatoria delivered elsewhere: date not after today and soporte required (400), and sends no mail', async () => {
    await setClock(t, x, '2027-03-16T08:00:00-05:00');
    // Delivered 1 March for 16 March at 07:00 (earlier today).
    const a = await crear(t, c.ph.id, x.tokens.adminA!, {
      fechaHora: '2027-03-16T07:00:00-05:00',
      titulo: 'Convocada por correo certificado',
    });
    const sinSoporte = await t.rest('PUT', `/api/asambleas/${a.id}/convocar`, {
      token: x.tokens.adminA,
      body: { medio: 'externo', fechaConvocatoria: '2027-03-01' },
    });
    expect(sinSoporte.status).toBe(400);
    expect(message(sinSoporte)).toBe('Adjunta el soporte de la convocatoria hecha por fuera de la plataforma');
    const futura = await t.rest('PUT', `/api/asambleas/${a.id}/convocar`, {
      token: x.tokens.adminA,
      body: { medio: 'externo', fechaConvocatoria: '2027-03-17', soporte: 'Planilla' },
    });
    expect(futura.status).toBe(400);
    const corta = await t.rest('PUT', `/api/asambleas/${a.id}/convocar`, {
      token: x.tokens.adminA,
      body: { medio: 'externo', fechaConvocatoria: '2027-03-02', soporte: 'Planilla' },
    });
    expect(corta.status).toBe(400);
    expect(message(corta)).toContain('al menos 15 días calendario');
    const ok = await convocar(t, a.id, x.tokens.adminA!, {
      medio: 'externo',
      fechaConvocatoria: '2027-03-01',
      soporte: 'Planilla firmada de entrega',
    });
    expect(ok).toMatchObject({
      estado: 'convocada',
      convocatoriaInfo: { medio: 'externo', fechaConvocatoria: '2027-03-01', soporte: 'Planilla firmada de entrega' },
    });
    await t.jobs.settle();
    expect(t.smtp.messages.some((m) => m.subject.includes('Convocada por correo certificado'))).toBe(false);
  });

  it('lets owners convene an extraordinaria with adhesiones of at least 20 % of the coeficientes (art. 39)', async () => {
    await setClock(t, x, LUNES);
    const [o1, , , o4, o5] = c.owners as [(typeof c.owners)[0], unknown, unknown, (typeof c.owners)[0], (typeof c.owners)[0]];
    const a = await crear(t, c.ph.id, o5.token, {
      tipo: 'extraordinaria',
      convocante: 'propietarios',
      titulo: 'Extraordinaria por la piscina',
    });
    expect(a).toMatchObject({ convocante: 'propietarios', estado: 'borrador' });
    const ordinaria = await t.rest('PUT', `/api/asambleas/${a.id}`, {
      token: o5.token,
      body: {
        tipo: 'ordinaria',
        modalidad: 'presencial',
        titulo: 'X',
        fechaHora: '2027-03-16T19:00:00-05:00',
        lugar: 'Salón',
        puntos: [{ titulo: 'A', tipo: 'informativo' }],
      },
    });
    expect(ordinaria.status).toBe(400);
    expect((await t.rest('GET', `/api/asambleas/${a.id}`, { token: o1.token })).body.asamblea.tipo).toBe('extraordinaria');
    expect(
      (await t.rest('POST', `/api/asambleas/${a.id}/adhesiones`, { token: o5.token, body: { apartamentoId: c.units[4]!.id } }))
        .status,
    ).toBe(200);
    expect(
      (await t.rest('POST', `/api/asambleas/${a.id}/adhesiones`, { token: o5.token, body: { apartamentoId: c.units[4]!.id } }))
        .status,
    ).toBe(409);
    expect(
      (await t.rest('POST', `/api/asambleas/${a.id}/adhesiones`, { token: o5.token, body: { apartamentoId: c.units[0]!.id } }))
        .status,
    ).toBe(403);
    const pocos = await t.rest('PUT', `/api/asambleas/${a.id}/convocar`, { token: o5.token, body: { medio: 'plataforma' } });
    expect(pocos.status).toBe(409);
    expect(message(pocos)).toBe(
      'Los propietarios que convocan suman 10 % de los coeficientes; se requiere al menos el 20 % (art. 39, Ley 675 de 2001)',
    );
    // Owner 1 has not adhered: they may not send it.
    expect(
      (await t.rest('PUT', `/api/asambleas/${a.id}/convocar`, { token: o1.token, body: { medio: 'plataforma' } })).status,
    ).toBe(403);
    const trpc = await t.trpc('mutation', 'asambleas.adherir', { id: a.id, apartamentoId: c.units[3]!.id }, o4.token);
    expect(trpc.status).toBe(200);
    // 10 + 15 = 25 % ≥ 20 %.
    expect(await convocar(t, a.id, o5.token)).toMatchObject({ estado: 'convocada', convocante: 'propietarios' });
  });
});

describe('installation, quórum and the second call', () => {
  it('opens attendance 2 h before, one open per unit; installs only with > 50 % of coeficientes and 2 units (409 with figures)', async () => {
    await setClock(t, x, LUNES);
    const a = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Quórum' });
    await convocar(t, a.id, x.tokens.adminA!);
    await setClock(t, x, '2027-03-16T16:59:00-05:00');
    const temprano = await t.rest('POST', `/api/asambleas/${a.id}/asistencias`, {
      token: c.owners[0]!.token,
      body: { apartamentoId: c.units[0]!.id },
    });
    expect(temprano.status).toBe(409);
    expect(message(temprano)).toBe('El registro de asistencia abre 2 horas antes de la reunión');
    await setClock(t, x, '2027-03-16T17:00:00-05:00');
    const propia = await asistir(t, a.id, c.owners[0]!.token, c.units[0]!.id);
    expect(propia).toMatchObject({
      unidad: '1-101',
      calidad: 'propietario',
      nombre: 'Propietaria 1',
      via: 'presencial',
      salidaEn: null,
    });
    const doble = await t.rest('POST', `/api/asambleas/${a.id}/asistencias`, {
      token: x.tokens.adminA,
      body: { apartamentoId: c.units[0]!.id },
    });
    expect(doble.status).toBe(409);
    expect(message(doble)).toBe('La unidad ya tiene una asistencia abierta');
    expect(
      (
        await t.rest('POST', `/api/asambleas/${a.id}/asistencias`, {
          token: c.residente.token,
          body: { apartamentoId: c.units[0]!.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.rest('POST', `/api/asambleas/${a.id}/asistencias`, {
          token: c.owners[1]!.token,
          body: { apartamentoId: c.units[0]!.id },
        })
      ).status,
    ).toBe(403);
    // The admin at the mesa registers unit 401 (15 %): 30 + 15 = 45 %.
    const mesa = await t.trpc(
      'mutation',
      'asambleas.asistencias.create',
      { id: a.id, apartamentoId: c.units[3]!.id, via: 'presencial' },
      x.tokens.adminA,
    );
    expect(mesa.body.result.data.asistencia).toMatchObject({ unidad: '1-401', calidad: 'propietario', nombre: 'Propietaria 4' });

    const antes = await t.rest('PUT', `/api/asambleas/${a.id}/instalar`, { token: x.tokens.adminA });
    expect(antes.status).toBe(409);
    expect(message(antes)).toBe('La asamblea aún no ha llegado a su fecha y hora');
    await setClock(t, x, '2027-03-16T19:05:00-05:00');
    const sin = await t.rest('PUT', `/api/asambleas/${a.id}/instalar`, { token: x.tokens.adminA });
    expect(sin.status).toBe(409);
    expect(message(sin)).toBe(
      'No hay quórum: hay 2 unidades presentes con 45 % de los coeficientes; se requiere más del 50 % y al menos 2 unidades (art. 45, Ley 675 de 2001)',
    );
    expect(sin.body.quorum).toEqual({
      coeficientePresente: 45,
      unidadesPresentes: 2,
      coeficienteTotal: 100,
      unidadesTotales: 5,
      hayQuorum: false,
    });

    // 1-401 leaves, 1-301 (20 %) and 1-501 (10 %) arrive: 30 + 20 + 10 = 60 %.
    const salida = await t.rest('PUT', `/api/asistencias/${mesa.body.result.data.asistencia.id}/salida`, {
      token: x.tokens.adminA,
    });
    expect(salida.body.asistencia.salidaEn).not.toBeNull();
    expect(
      (await t.rest('PUT', `/api/asistencias/${mesa.body.result.data.asistencia.id}/salida`, { token: x.tokens.adminA })).status,
    ).toBe(409);
    await asistir(t, a.id, c.owners[2]!.token, c.units[2]!.id);
    await asistir(t, a.id, c.owners[4]!.token, c.units[4]!.id);
    const quorum = await t.rest('GET', `/api/asambleas/${a.id}/quorum`, { token: c.consejo.token });
    expect(quorum.body).toEqual({
      success: true,
      quorum: {
        convocatoria: 'primera',
        coeficientePresente: 60,
        unidadesPresentes: 3,
        coeficienteTotal: 100,
        unidadesTotales: 5,
        hayQuorum: true,
      },
    });
    expect((await t.rest('PUT', `/api/asambleas/${a.id}/instalar`, { token: c.consejo.token })).status).toBe(403);
    const instalada = await t.trpc('mutation', 'asambleas.instalar', { id: a.id }, x.tokens.adminA);
    expect(instalada.body.result.data.asamblea).toMatchObject({
      estado: 'en_curso',
      instaladaEn: expect.stringMatching(/^2027-03-17T00:05:00/),
    });
    const cerrada = await t.rest('PUT', `/api/asambleas/${a.id}/cerrar`, { token: x.tokens.adminA });
    expect(cerrada.body.asamblea.estado).toBe('cerrada');
    expect(
      (await t.rest('PUT', `/api/asambleas/${a.id}/cancelar`, { token: x.tokens.adminA, body: { motivo: 'x' } })).status,
    ).toBe(409);
  });

  it('without quórum, creates the second call with the same orden del día, padrón and poderes; 2 units at 25 % install it (art. 41)', async () => {
    await setClock(t, x, LUNES);
    const a = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Sin quórum' });
    await convocar(t, a.id, x.tokens.adminA!);
    const poder = await t.rest('POST', `/api/asambleas/${a.id}/poderes`, {
      token: c.owners[1]!.token,
      body: {
        apartamentoId: c.units[1]!.id,
        apoderado: {
          nombre: 'Apoderado Uno',
          tipo_documento: 'CC',
          numero_documento: '9001',
          email: 'apoderado.uno@example.com',
        },
      },
    });
    expect(poder.body.poder.estado).toBe('validado');
    await setClock(t, x, '2027-03-16T19:30:00-05:00');
    await asistir(t, a.id, c.owners[0]!.token, c.units[0]!.id);
    const res = await t.rest('PUT', `/api/asambleas/${a.id}/sin-quorum`, { token: x.tokens.adminA });
    expect(res.status).toBe(200);
    expect(res.body.asamblea.estado).toBe('sin_quorum');
    expect(res.body.segunda).toEqual({ id: expect.any(String), fechaHora: '2027-03-20T01:00:00.000Z' });
    const segunda = (await t.rest('GET', `/api/asambleas/${res.body.segunda.id}`, { token: c.owners[3]!.token })).body.asamblea;
    expect(segunda).toMatchObject({
      convocatoria: 'segunda',
      primeraId: a.id,
      estado: 'convocada',
      fechaHora: '2027-03-20T01:00:00.000Z',
    });
    expect(segunda.puntos.map((p: { titulo: string; ponderacion: string }) => [p.titulo, p.ponderacion])).toEqual([
      ['Informe de gestión', 'unidad'],
      ['Elección del consejo', 'unidad'],
      ['Presupuesto 2027', 'coeficiente'],
      ['Reforma del reglamento', 'coeficiente'],
    ]);
    expect((await t.rest('GET', `/api/asambleas/${a.id}`, { token: x.tokens.adminA })).body.asamblea.segundaId).toBe(segunda.id);
    expect(
      (await t.rest('GET', `/api/asambleas/${segunda.id}/padron`, { token: x.tokens.adminA })).body.padron.coeficienteTotal,
    ).toBe(100);
    const poderes = await t.rest('GET', `/api/asambleas/${segunda.id}/poderes`, { token: x.tokens.adminA });
    expect(poderes.body.poderes).toMatchObject([{ unidad: '1-201', estado: 'validado', apoderado: { nombre: 'Apoderado Uno' } }]);
    const mail = await t.smtp.waitFor(c.owners[4]!.user.email, { subject: /^Segunda convocatoria: Sin quórum/ });
    expect(mail.text).toContain('viernes, 19 de marzo de 2027');
    expect((await t.rest('PUT', `/api/asambleas/${a.id}/sin-quorum`, { token: x.tokens.adminA })).status).toBe(409);

    await setClock(t, x, '2027-03-19T20:00:00-05:00');
    await asistir(t, segunda.id, c.owners[3]!.token, c.units[3]!.id);
    const una = await t.rest('PUT', `/api/asambleas/${segunda.id}/instalar`, { token: x.tokens.adminA });
    expect(message(una)).toBe('No hay quórum: hay 1 unidades presentes y en segunda convocatoria se requieren al menos 2');
    await asistir(t, segunda.id, c.owners[4]!.token, c.units[4]!.id);
    const q = (await t.rest('GET', `/api/asambleas/${segunda.id}/quorum`, { token: x.tokens.adminA })).body.quorum;
    expect(q).toMatchObject({ convocatoria: 'segunda', coeficientePresente: 25, unidadesPresentes: 2, hayQuorum: true });
    expect((await t.rest('PUT', `/api/asambleas/${segunda.id}/instalar`, { token: x.tokens.adminA })).body.asamblea.estado).toBe(
      'en_curso',
    );
  });

  it('refuses sin-quorum when there is quórum, and cancels a convened asamblea with a motivo', async () => {
    await setClock(t, x, LUNES);
    const a = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Con quórum' });
    await convocar(t, a.id, x.tokens.adminA!);
    await setClock(t, x, '2027-03-16T19:00:00-05:00');
    await asistir(t, a.id, c.owners[0]!.token, c.units[0]!.id);
    await asistir(t, a.id, c.owners[1]!.token, c.units[1]!.id);
    const res = await t.rest('PUT', `/api/asambleas/${a.id}/sin-quorum`, { token: x.tokens.adminA });
    expect(res.status).toBe(409);
    expect(message(res)).toBe('Hay quórum: instala la asamblea en lugar de declararla sin quórum');
    const cancelada = await t.trpc(
      'mutation',
      'asambleas.cancelar',
      { id: a.id, motivo: 'Emergencia sanitaria' },
      x.tokens.adminA,
    );
    expect(cancelada.body.result.data.asamblea).toMatchObject({ estado: 'cancelada', motivoCancelacion: 'Emergencia sanitaria' });
    expect((await t.rest('PUT', `/api/asambleas/${a.id}/instalar`, { token: x.tokens.adminA })).status).toBe(409);
  });
});

describe('poderes', () => {
  it('lets an apoderado without reading rights list only the convened asambleas where they represent a unit (both facades)', async () => {
    const externo = await createTestUser(t.db, { nombre: 'Apoderado Externo' });
    await setClock(t, x, LUNES);
    const conPoder = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Con poder' });
    await convocar(t, conPoder.id, x.tokens.adminA!);
    const sinPoder = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Sin poder' });
    await convocar(t, sinPoder.id, x.tokens.adminA!);
    const listar = () => t.rest('GET', `/api/ph/${c.ph.id}/asambleas`, { token: externo.token });
    expect((await listar()).status).toBe(403);
    const apoderado = {
      nombre: externo.user.nombre,
      tipo_documento: 'CC',
      numero_documento: externo.user.numeroDocumento,
      email: externo.user.email,
    };
    const poder = await t.rest('POST', `/api/asambleas/${conPoder.id}/poderes`, {
      token: c.owners[3]!.token,
      body: { apartamentoId: c.units[3]!.id, apoderado },
    });
    expect(poder.body.poder.estado).toBe('validado');
    await aceptarPoder(t, externo);
    const rest = await listar();
    expect(rest.status).toBe(200);
    expect(rest.body.asambleas.map((a: { id: string }) => a.id)).toEqual([conPoder.id]);
    const trpc = await t.trpc('query', 'asambleas.list', { id: c.ph.id }, externo.token);
    expect(trpc.body.result.data.asambleas.map((a: { id: string }) => a.id)).toEqual([conPoder.id]);
    // A poder is for the meeting: once it is cancelled the asamblea leaves the apoderado's list.
    await t.rest('PUT', `/api/asambleas/${conPoder.id}/cancelar`, { token: x.tokens.adminA, body: { motivo: 'Fuerza mayor' } });
    expect((await listar()).status).toBe(403);
  });

  it("validado from the owner's account, recibido when typed by the admin; one active per unit, the cap per apoderado, never the administration", async () => {
    await setClock(t, x, LUNES);
    await t.rest('PUT', `/api/ph/${c.ph.id}/asambleas/configuracion`, {
      token: x.tokens.adminA,
      body: { maxPoderesPorApoderado: 2 },
    });
    const a = await crear(t, c.ph.id, x.tokens.adminA!, { titulo: 'Poderes' });
    await convocar(t, a.id, x.tokens.adminA!);
    const apoderado = { nombre: 'Luz Apoderada', tipo_documento: 'CC', numero_documento: '5550001', email: 'luz@example.com' };
    const propio = await t.rest('POST', `/api/asambleas/${a.id}/poderes`, {
      token: c.owners[0]!.token,
      body: { apartamentoId: c.units[0]!.id, apoderado },
    });
    expect(propio.status).toBe(200);
    expect(propio.body.poder).toMatchObject({ estado: 'validado', unidad: '1-101', desdeLaCuenta: true, apoderado });
    const segundo = await t.rest('POST', `/api/asambleas/${a.id}/poderes`, {
      token: c.owners[0]!.token,
      body: { apartamentoId: c.units[0]!.id, apoderado: { ...apoderado, numero_documento: '5550002' } },
    });
    expect(segundo.status).toBe(409);
    expect(message(segundo)).toBe('La unidad ya tiene un poder vigente en esta asamblea');
    expect(
      (
        await t.rest('POST', `/api/asambleas/${a.id}/poderes`, {
          token: c.owners[0]!.token,
          body: { apartamentoId: c.units[1]!.id, apoderado },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.rest('POST', `/api/asambleas/${a.id}/poderes`, {
          token: c.residente.token,
          body: { apartamentoId: c.units[0]!.id, apoderado },
        })
      ).status,
    ).toBe(403);

    const papel = await t.trpc(
      'mutation',
      'asambleas.poderes.otorgar',
      { id: a.id, apartamentoId: c.units[1]!.id, apoderado, soporte: 'Poder firmado, folio 3' },
      x.tokens.adminA,
    );
    expect(papel.body.result.data.poder).toMatchObject({
      estado: 'recibido',
      desdeLaCuenta: false,
      soporte: 'Poder firmado, folio 3',
    });
    const poderId = papel.body.result.data.poder.id;
    expect((await t.rest('PUT', `/api/poderes/${poderId}/validar`, { token: c.consejo.token })).status).toBe(403);
    expect((await t.rest('PUT', `/api/poderes/${poderId}/validar`, { token: x.tokens.adminA })).body.poder.estado).toBe(
      'validado',
    );
    expect((await t.rest('PUT', `/api/poderes/${poderId}/rechazar`, { token: x.tokens.adminA })).status).toBe(409);

    // Luz already represents 2 units: the cap of 2 is named.
    const tope = await t.rest('POST', `/api/asambleas/${a.id}/poderes`, {
      token: c.owners[2]!.token,
      body: { apartamentoId: c.units[2]!.id, apoderado },
    });
    expect(tope.status).toBe(409);
    expect(message(tope)).toBe('Luz Apoderada ya representa 2 unidades: el conjunto permite como máximo 2 poderes por apoderado');

    // The complex's administrator or staff never represent an owner.
    const admin = x.users.adminA.user;
    const alAdmin = await t.rest('POST', `/api/asambleas/${a.id}/poderes`, {
      token: c.owners[2]!.token,
      body: {
        apartamentoId: c.units[2]!.id,
        apoderado: { nombre: admin.nombre, tipo_documento: 'CC', numero_documento: '1', email: admin.email },
      },
    });
    expect(alAdmin.status).toBe(400);
    expect(message(alAdmin)).toBe('El administrador y el personal del conjunto no pueden ser apoderados en la asamblea');
    const alPortero = await t.rest('POST', `/api/asambleas/${a.id}/poderes`, {
      token: c.owners[2]!.token,
      body: {
        apartamentoId: c.units[2]!.id,
        apoderado: {
          nombre: 'Portero',
          tipo_documento: 'CC',
          numero_documento: c.portero.user.numeroDocumento,
          email: 'otro@example.com',
        },
      },
    });
    expect(alPortero.status).toBe(400);

    // Revoking frees the unit; the paper one rejected stays rejected.
    const revocado = await t.rest('PUT', `/api/poderes/${propio.body.poder.id}/revocar`, { token: c.owners[0]!.token });
    expect(revocado.body.poder.estado).toBe('revocado');
    expect((await t.rest('PUT', `/api/poderes/${propio.body.poder.id}/revocar`, { token: c.owners[0]!.token })).status).toBe(409);
    const rechazable = await t.rest('POST', `/api/asambleas/${a.id}/poderes`, {
      token: x.tokens.adminA,
      body: { apartamentoId: c.units[0]!.id, apoderado: { ...apoderado, numero_documento: '777', nombre: 'Otro' } },
    });
    expect(
      (
        await t.rest('PUT', `/api/poderes/${rechazable.body.poder.id}/rechazar`, {
          token: x.tokens.adminA,
          body: { motivo: 'Sin firma' },
        })
      ).body.poder,
    ).toMatchObject({ estado: 'rechazado', motivo: 'Sin firma' });

    // The owner attending revokes the validated poder of their unit.
    await setClock(t, x, '2027-03-16T18:00:00-05:00');
    await asistir(t, a.id, c.owners[1]!.token, c.units[1]!.id);
    expect((await t.rest('GET', `/api/asambleas/${a.id}/poderes`, { token: c.owners[1]!.token })).body.poderes).toMatchObject([
      { id: poderId, estado: 'revocado', motivo: 'El propietario asistió' },
    ]);
    expect(
      (await t.rest('PUT', '/api/poderes/00000000-0000-4000-8000-000000000000/validar', { token: x.tokens.adminA })).status,
    ).toBe(404);
    await t.rest('PUT', `/api/ph/${c.ph.id}/asambleas/configuracion`, { token: x.tokens.adminA, body: {} });
  });
});
