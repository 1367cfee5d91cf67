// Comunicados (issue 16) through both facades: markdown returned also as sanitised HTML, audiencias
// (roles and towers), mail through the queue with the Ley 1581 opt-out that never blocks legally
// required notices, read receipts, and the header bell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createResidente, createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let propietario: TestUser;
let torre2: TestUser;
let optOut: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  propietario = await createTestUser(t.db, { nombre: 'Propietaria Uno', roles: [{ phId: x.phA.id, rol: 'propietario' }] });
  await createResidente(t.db, x.unitA2.id, propietario.user.id);
  const unit2 = await t.db.apartamento.create({ data: { phId: x.phA.id, torre: '2', numero: '201', coeficiente: 1 } });
  torre2 = await createTestUser(t.db, { nombre: 'Residente Torre Dos', roles: [{ phId: x.phA.id, rol: 'residente' }] });
  await createResidente(t.db, unit2.id, torre2.user.id);
  optOut = await createTestUser(t.db, { nombre: 'Sin Anuncios', roles: [{ phId: x.phA.id, rol: 'residente' }] });
  await t.db.userSettings.create({ data: { userId: optOut.user.id, notifAnuncios: false } });
});
afterAll(async () => {
  await t?.close();
});

const publicar = (body: Record<string, unknown>, token = x.tokens.adminA) =>
  t.rest('POST', `/api/ph/${x.phA.id}/comunicados`, { token, body });

describe('comunicados', () => {
  it('returns the markdown and a sanitised cuerpoHtml; mails everyone addressed except who opted out, with the unsubscribe link', async () => {
    const cuerpo =
      '**Corte de agua** el martes.\n\n<script>alert(1)</script>\n\n[más](javascript:alert(1)) · [aviso](https://acueducto.gov.co)';
    const res = await publicar({ titulo: 'Corte de agua', cuerpo, audiencia: 'todos', enviarEmail: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Comunicado publicado',
      comunicado: {
        titulo: 'Corte de agua',
        cuerpo,
        audiencia: 'todos',
        enviarEmail: true,
        obligatorio: false,
        fijado: false,
        leido: false,
        autor: { nombre: 'Admin A' },
      },
    });
    const html: string = res.body.comunicado.cuerpoHtml;
    expect(html).toContain('<strong>Corte de agua</strong>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/<script|<a\s[^>]*href="javascript:/i);
    expect(html).toContain('<a href="https://acueducto.gov.co"');

    const mail = await t.smtp.waitFor(x.users.residenteA.user.email, { subject: /Corte de agua/ });
    expect(mail.subject).toBe('Conjunto A: Corte de agua');
    expect(mail.text).toContain('Dejar de recibir comunicados por correo: http://horizonte.test/perfil');
    await t.smtp.waitFor(propietario.user.email, { subject: /Corte de agua/ });
    await t.smtp.waitFor(x.users.consejoA.user.email, { subject: /Corte de agua/ });
    await t.jobs.settle();
    expect(t.smtp.messages.filter((m) => m.to === optOut.user.email)).toEqual([]);
  });

  it('mails a legally required notice even to people who opted out', async () => {
    await publicar({
      titulo: 'Convocatoria asamblea',
      cuerpo: 'Asamblea ordinaria el 20 de marzo.',
      audiencia: 'todos',
      enviarEmail: true,
      obligatorio: true,
    });
    const mail = await t.smtp.waitFor(optOut.user.email, { subject: /Convocatoria/ });
    expect(mail.text).toContain('aviso que la ley obliga a enviar');
    expect(mail.text).not.toContain('Dejar de recibir');
  });

  it('addresses towers and roles: each member lists and reads only what is for them (403 otherwise)', async () => {
    const paraTorre = await t.trpc(
      'mutation',
      'comunicados.create',
      { id: x.phA.id, titulo: 'Ascensor torre 2', cuerpo: 'Mantenimiento', audiencia: { torres: ['Torre 2'] } },
      x.tokens.adminA,
    );
    expect(paraTorre.status).toBe(200);
    expect(paraTorre.body.result.data.comunicado.audiencia).toEqual({ torres: ['2'] });
    const paraDuenos = (
      await publicar({ titulo: 'Solo propietarios', cuerpo: 'Cuotas', audiencia: 'propietarios', fijado: true })
    ).body.comunicado;
    const titulos = async (token: string) =>
      (await t.rest('GET', `/api/ph/${x.phA.id}/comunicados`, { token })).body.comunicados.map(
        (c: { titulo: string }) => c.titulo,
      );
    expect(await titulos(torre2.token)).toEqual(expect.arrayContaining(['Ascensor torre 2', 'Corte de agua']));
    expect(await titulos(torre2.token)).not.toContain('Solo propietarios');
    expect(await titulos(x.tokens.residenteA!)).not.toContain('Ascensor torre 2');
    expect((await titulos(propietario.token))[0]).toBe('Solo propietarios'); // fijado first
    expect((await titulos(x.tokens.adminA!)).length).toBe(4);
    expect((await t.rest('GET', `/api/comunicados/${paraDuenos.id}`, { token: x.tokens.residenteA })).status).toBe(403);
    expect((await t.rest('GET', `/api/comunicados/${paraDuenos.id}`, { token: x.tokens.adminB })).status).toBe(403);
    const unknown = await t.rest('GET', '/api/comunicados/00000000-0000-4000-8000-000000000000', { token: x.tokens.adminA });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('El comunicado no existe');
  });

  it('records read receipts for the admin (how many of how many) and feeds the bell', async () => {
    const c = (await publicar({ titulo: 'Jornada de aseo', cuerpo: 'Sábado', audiencia: 'residentes' })).body.comunicado;
    const bell = async (token: string) =>
      (await t.trpc('query', 'comunicados.notificaciones', { id: x.phA.id }, token)).body.result.data;
    const before = await bell(x.tokens.residenteA!);
    const read = await t.trpc('query', 'comunicados.get', { id: c.id }, x.tokens.residenteA);
    expect(read.body.result.data.comunicado.leido).toBe(true);
    await t.rest('GET', `/api/comunicados/${c.id}`, { token: x.tokens.residenteA });
    expect((await bell(x.tokens.residenteA!)).comunicadosNoLeidos).toBe(before.comunicadosNoLeidos - 1);

    const lecturas = await t.rest('GET', `/api/ph/${x.phA.id}/comunicados/${c.id}/lecturas`, { token: x.tokens.adminA });
    // Residentes of complex A: residenteA, torre2, optOut.
    expect(lecturas.body).toMatchObject({
      success: true,
      leidos: 1,
      destinatarios: 3,
      lecturas: [{ userId: x.users.residenteA.user.id, nombre: 'Residente A' }],
    });
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/comunicados/${c.id}/lecturas`, { token: x.tokens.consejoA })).status).toBe(
      403,
    );

    // An answered PQRS of the caller rings the bell too.
    await t.db.pqrs.create({
      data: {
        phId: x.phA.id,
        anio: 2026,
        numero: 1,
        radicado: '2026-000001',
        tipo: 'peticion',
        subtipo: 'general',
        asunto: 'a',
        descripcion: 'b',
        solicitanteId: x.users.residenteA.user.id,
        estado: 'respondida',
        fechaRadicacion: new Date(),
        fechaInicio: new Date('2026-11-23T00:00:00Z'),
      },
    });
    const after = await t.rest('GET', `/api/ph/${x.phA.id}/notificaciones`, { token: x.tokens.residenteA });
    expect(after.body).toEqual({
      success: true,
      comunicadosNoLeidos: before.comunicadosNoLeidos - 1,
      pqrsRespondidas: 1,
      paquetesPendientes: 0,
      pqrsPorAtender: 0,
      pqrsAsignadas: 0,
      total: before.comunicadosNoLeidos,
    });
  });

  it('refuses invalid audiencias and blank titles in Spanish (422), and non-admins (403)', async () => {
    const bad = await publicar({ titulo: ' ', cuerpo: 'x', audiencia: 'vecinos' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        'El título es obligatorio',
        'Elige a quién va dirigido: todos, propietarios, residentes, consejo o unas torres',
      ]),
    );
    const trpc = await t.trpc(
      'mutation',
      'comunicados.create',
      { id: x.phA.id, titulo: 'T', cuerpo: 'x', audiencia: { torres: [] } },
      x.tokens.adminA,
    );
    expect(trpc.status).toBe(422);
    expect(trpc.body.error.message).toContain('Indica al menos una torre');
    expect((await publicar({ titulo: 'T', cuerpo: 'x', audiencia: 'todos' }, x.tokens.consejoA)).status).toBe(403);
  });
});
