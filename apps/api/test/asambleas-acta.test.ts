// The acta (issue 18, art. 47) through both facades: its JSON (convocatoria, attendees with poder and
// coeficiente, the quórum at installation, each decision with its rule), the PDF (BORRADOR until
// published, parsed with unpdf), the signatories (400 without them), publication with the legal terms
// from the contracts (art. 47: 20 business days; art. 49: two months), the owners' mail with the PDF,
// `firme` derived from the clock, and an impugnación that keeps it from becoming firme.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aceptarPoder, asistir, convocar, crear, createConjunto, message, setClock, type Conjunto } from './asambleas-fixture.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let c: Conjunto;
let apoderado: TestUser;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

/** An asamblea held on Tuesday 16 March 2027 and closed: elección (unidad) and presupuesto (coeficiente) voted. */
async function celebrada(titulo: string) {
  await setClock(t, x, '2027-03-01T09:00:00-05:00');
  const a = await crear(t, c.ph.id, x.tokens.adminA!, {
    titulo,
    puntos: [
      { titulo: 'Informe de gestión', tipo: 'informativo' },
      { titulo: 'Elección del consejo', tipo: 'decision' },
      { titulo: 'Presupuesto 2027', tipo: 'decision', contenidoEconomico: true },
    ],
  });
  await convocar(t, a.id, x.tokens.adminA!);
  await t.rest('POST', `/api/asambleas/${a.id}/poderes`, {
    token: c.owners[4]!.token,
    body: {
      apartamentoId: c.units[4]!.id,
      apoderado: {
        nombre: 'Apoderado Externo',
        tipo_documento: 'CC',
        numero_documento: apoderado.user.numeroDocumento,
        email: apoderado.user.email,
      },
    },
  });
  await aceptarPoder(t, apoderado);
  await setClock(t, x, '2027-03-16T19:00:00-05:00');
  await asistir(t, a.id, c.owners[0]!.token, c.units[0]!.id);
  await asistir(t, a.id, c.owners[1]!.token, c.units[1]!.id);
  await asistir(t, a.id, apoderado.token, c.units[4]!.id);
  await t.rest('PUT', `/api/asambleas/${a.id}/instalar`, { token: x.tokens.adminA });
  // 1-401 arrives after installation: an attendee, but not part of the installation quórum.
  await asistir(t, a.id, c.owners[3]!.token, c.units[3]!.id);
  for (const [i, p] of a.puntos.slice(1).entries()) {
    await t.rest('PUT', `/api/puntos/${p.id}/abrir`, { token: x.tokens.adminA });
    await t.rest('POST', `/api/puntos/${p.id}/votos`, {
      token: c.owners[0]!.token,
      body: { apartamentoId: c.units[0]!.id, opcion: 'si' },
    });
    await t.rest('POST', `/api/puntos/${p.id}/votos`, {
      token: c.owners[1]!.token,
      body: { apartamentoId: c.units[1]!.id, opcion: i === 0 ? 'no' : 'si' },
    });
    await t.rest('POST', `/api/puntos/${p.id}/votos`, {
      token: apoderado.token,
      body: { apartamentoId: c.units[4]!.id, opcion: 'no' },
    });
    await t.rest('PUT', `/api/puntos/${p.id}/cerrar`, { token: x.tokens.adminA });
  }
  expect((await t.rest('PUT', `/api/asambleas/${a.id}/cerrar`, { token: x.tokens.adminA })).body.asamblea.estado).toBe('cerrada');
  return a;
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'true' });
  x = await createTenants(t.db);
  c = await createConjunto(t, x);
  apoderado = await createTestUser(t.db, { nombre: 'Apoderado Externo' });
});
afterAll(async () => {
  await t?.close();
});

describe('the acta', () => {
  it('holds the art. 47 contents, a BORRADOR PDF, needs presidente and secretario, and is published with its terms and mailed with the PDF', async () => {
    const a = await celebrada('Ordinaria 2027');
    const acta = (await t.rest('GET', `/api/asambleas/${a.id}/acta`, { token: c.owners[2]!.token })).body.acta;
    expect(acta.borrador).toBe(true);
    expect(acta.convocatoria).toMatchObject({
      titulo: 'Ordinaria 2027',
      tipo: 'ordinaria',
      convocatoria: 'primera',
      medio: 'plataforma',
      fechaConvocatoria: '2027-03-01',
      segundaConvocatoria: { fechaHora: '2027-03-20T01:00:00.000Z' },
    });
    expect(acta.asistentes).toEqual([
      { unidad: '1-101', coeficiente: 30, nombre: 'Propietaria 1', calidad: 'propietario', via: 'presencial' },
      { unidad: '1-201', coeficiente: 25, nombre: 'Propietaria 2', calidad: 'propietario', via: 'presencial' },
      {
        unidad: '1-501',
        coeficiente: 10,
        nombre: 'Apoderado Externo',
        calidad: 'apoderado',
        poderdante: 'Propietaria 5',
        via: 'presencial',
      },
      { unidad: '1-401', coeficiente: 15, nombre: 'Propietaria 4', calidad: 'propietario', via: 'presencial' },
    ]);
    // At installation: 30 + 25 + 10 = 65 %, 3 units (1-401 came later).
    expect(acta.quorum).toEqual({
      coeficientePresente: 65,
      unidadesPresentes: 3,
      coeficienteTotal: 100,
      unidadesTotales: 5,
      hayQuorum: true,
    });
    // Elección by unit: 1 yes of 4 present → rejected. Presupuesto by coeficiente: 30 + 25 = 55 of 80 % → approved.
    expect(
      acta.decisiones.map((d: { titulo: string; votos: unknown; aprobado: boolean; regla: string }) => [
        d.titulo,
        d.votos,
        d.aprobado,
        d.regla,
      ]),
    ).toEqual([
      [
        'Elección del consejo',
        { si: 1, no: 2, abstencion: 0 },
        false,
        'Mayoría simple de los presentes (art. 45, Ley 675 de 2001), por unidad (un voto por unidad)',
      ],
      [
        'Presupuesto 2027',
        { si: 55, no: 10, abstencion: 0 },
        true,
        'Mayoría simple de los presentes (art. 45, Ley 675 de 2001), por coeficiente',
      ],
    ]);

    const borrador = await t.trpc('query', 'asambleas.acta.pdf', { id: a.id }, x.tokens.adminA);
    expect(borrador.body.result.data.archivo).toMatchObject({ nombre: 'acta-2027-03-16.pdf', tipo: 'application/pdf' });
    const textoBorrador = await pdfText(new Uint8Array(Buffer.from(borrador.body.result.data.archivo.base64, 'base64')));
    expect(textoBorrador).toContain('BORRADOR');
    expect(textoBorrador).toContain('Presupuesto 2027: APROBADO');
    expect(textoBorrador).toContain('apoderado de Propietaria 5');

    const sinFirmas = await t.rest('PUT', `/api/asambleas/${a.id}/acta/publicar`, { token: x.tokens.adminA });
    expect(sinFirmas.status).toBe(400);
    expect(message(sinFirmas)).toBe('Indica el presidente y el secretario de la asamblea antes de publicar el acta');
    expect(
      (await t.rest('PUT', `/api/asambleas/${a.id}/acta`, { token: c.consejo.token, body: { presidente: 'A', secretario: 'B' } }))
        .status,
    ).toBe(403);
    const firmantes = await t.trpc(
      'mutation',
      'asambleas.acta.update',
      {
        id: a.id,
        presidente: 'Propietaria 1',
        secretario: 'Propietaria 2',
        constancias: 'La unidad 1-201 dejó constancia de su voto negativo.',
      },
      x.tokens.adminA,
    );
    expect(firmantes.body.result.data.asamblea.acta).toMatchObject({
      presidente: 'Propietaria 1',
      secretario: 'Propietaria 2',
      publicadaEn: null,
    });

    // Published Saturday 20 March 2027.
    await setClock(t, x, '2027-03-20T10:00:00-05:00');
    const publicada = await t.rest('PUT', `/api/asambleas/${a.id}/acta/publicar`, { token: x.tokens.adminA });
    expect(publicada.status).toBe(200);
    // 20 business days after Tue 16 Mar 2027: 17, 18, 19, 23, 24 (22 San José; 25-26 Semana Santa), 29, 30, 31,
    // 1, 2, 5, 6, 7, 8, 9, 12, 13, 14, 15, 16 April → 16 April. Two months after 20 March → 20 May.
    expect(publicada.body.asamblea).toMatchObject({
      estado: 'acta_publicada',
      acta: {
        publicadaEn: expect.stringMatching(/^2027-03-20T15:00:00/),
        plazoPublicacion: '2027-04-16',
        fueraDeTermino: false,
        impugnableHasta: '2027-05-20',
        impugnada: false,
      },
    });
    expect(
      (await t.rest('PUT', `/api/asambleas/${a.id}/acta`, { token: x.tokens.adminA, body: { presidente: 'X', secretario: 'Y' } }))
        .status,
    ).toBe(409);
    const mail = await t.smtp.waitFor(c.owners[3]!.user.email, { subject: /^Acta publicada: Ordinaria 2027/, timeoutMs: 15_000 });
    expect(mail.text).toContain('pueden impugnarse hasta el jueves, 20 de mayo de 2027');
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    const textoPublicado = await pdfText(new Uint8Array(mail.attachments[0]!.content));
    expect(textoPublicado).not.toContain('BORRADOR');
    expect(textoPublicado).toContain('Presidente: Propietaria 1. Secretario: Propietaria 2.');
    const raw = await t.app.request(`/api/asambleas/${a.id}/acta.pdf`, {
      headers: { authorization: `Bearer ${c.owners[0]!.token}` },
    });
    expect(raw.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(new Uint8Array(await raw.arrayBuffer()))).toContain('Impugnable hasta el 20 de may de 2027');

    // Firme the day after the term, derived from the clock.
    await setClock(t, x, '2027-05-20T23:00:00-05:00');
    expect((await t.rest('GET', `/api/asambleas/${a.id}`, { token: x.tokens.adminA })).body.asamblea.estado).toBe(
      'acta_publicada',
    );
    const listadas = async (estado: string, token = x.tokens.adminA) =>
      ((await t.rest('GET', `/api/ph/${c.ph.id}/asambleas?estado=${estado}`, { token })).body.asambleas as { id: string }[]).map(
        (r) => r.id,
      );
    expect(await listadas('acta_publicada')).toContain(a.id);
    expect(await listadas('firme')).not.toContain(a.id);
    await setClock(t, x, '2027-05-21T00:30:00-05:00');
    expect((await t.rest('GET', `/api/asambleas/${a.id}`, { token: x.tokens.adminA })).body.asamblea.estado).toBe('firme');
    expect(await listadas('firme')).toContain(a.id);
    expect(await listadas('acta_publicada')).not.toContain(a.id);
    // An owner's list applies the same derived state as the administration's.
    expect(await listadas('firme', c.owners[0]!.token)).toContain(a.id);
    expect(await listadas('acta_publicada', c.owners[0]!.token)).not.toContain(a.id);
    const tarde = await t.rest('POST', `/api/asambleas/${a.id}/impugnaciones`, {
      token: x.tokens.adminA,
      body: { puntoIds: [a.puntos[2]!.id], radicado: '2027-00123', juzgado: 'Juzgado 5 Civil Municipal' },
    });
    expect(tarde.status).toBe(409);
  });

  it('an impugnación keeps the acta from becoming firme (art. 49)', async () => {
    const a = await celebrada('Extraordinaria impugnada');
    await t.rest('PUT', `/api/asambleas/${a.id}/acta`, { token: x.tokens.adminA, body: { presidente: 'P', secretario: 'S' } });
    await setClock(t, x, '2027-03-20T10:00:00-05:00');
    await t.rest('PUT', `/api/asambleas/${a.id}/acta/publicar`, { token: x.tokens.adminA });
    const ajeno = await t.rest('POST', `/api/asambleas/${a.id}/impugnaciones`, {
      token: x.tokens.adminA,
      body: { puntoIds: [a.puntos[0]!.id], radicado: 'R', juzgado: 'J' },
    });
    expect(ajeno.status).toBe(400);
    expect(
      (
        await t.rest('POST', `/api/asambleas/${a.id}/impugnaciones`, {
          token: c.owners[0]!.token,
          body: { puntoIds: [a.puntos[2]!.id], radicado: 'R', juzgado: 'J' },
        })
      ).status,
    ).toBe(403);
    const res = await t.trpc(
      'mutation',
      'asambleas.impugnar',
      {
        id: a.id,
        puntoIds: [a.puntos[2]!.id],
        radicado: '11001400300520270012300',
        juzgado: 'Juzgado 5 Civil Municipal de Bogotá',
      },
      x.tokens.adminA,
    );
    expect(res.body.result.data).toMatchObject({
      impugnacion: { puntoIds: [a.puntos[2]!.id], radicado: '11001400300520270012300' },
      asamblea: { acta: { impugnada: true } },
    });
    await setClock(t, x, '2027-06-01T09:00:00-05:00');
    expect((await t.rest('GET', `/api/asambleas/${a.id}`, { token: c.owners[0]!.token })).body.asamblea.estado).toBe(
      'acta_publicada',
    );
  });
});
