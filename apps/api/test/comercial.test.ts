// Complexes as customers (issue 33), on both facades: the landing's contact form (validation, consent,
// honeypot, throttling), the leads' funnel and its refusals, converting a lead into a complex whose
// administrator gets the invitation mail exactly once, plans, suspension (writes refused, reads kept),
// the commercial figures and the monthly targets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COMERCIAL_MSG, CONSENTIMIENTO_CONTACTO } from '@horizonte/contracts';

import { CONTACTO_MAX_POR_IP } from '../src/modules/comercial/contacto.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser } from './support/sessions.ts';
import { createTenants, nextId, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

let ipSeq = 0;
const nuevaIp = () => `203.0.113.${++ipSeq}`;

function contacto(overrides: Record<string, unknown> = {}) {
  const n = nextId();
  return {
    nombre: `Ana ${n}`,
    conjunto: `Torres ${n}`,
    ciudad: 'Bogotá',
    unidades: 120,
    telefono: '+57 300 123 4567',
    email: `ana${n}@example.com`,
    consentimiento: true,
    ...overrides,
  };
}

async function enviar(body: unknown, ip = nuevaIp()) {
  return t.rest('POST', '/api/contacto', { body, headers: { 'x-forwarded-for': ip } });
}

async function leadDe(email: string) {
  return t.db.lead.findFirstOrThrow({ where: { email } });
}

/** A valid NIT (check digit per DIAN's weights) for a fresh complex. */
function nitValido(): string {
  const base = String(800_000_000 + nextId());
  const pesos = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  const digitos = base.split('').reverse();
  const suma = digitos.reduce((acc, d, i) => acc + Number(d) * pesos[i]!, 0);
  const r = suma % 11;
  return `${base}-${r > 1 ? 11 - r : r}`;
}

describe('POST /api/contacto (public)', () => {
  it('creates a lead with the Ley 1581 authorisation text and date, and answers the same text on both facades', async () => {
    const body = contacto();
    const res = await enviar(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: COMERCIAL_MSG.contactoRecibido });
    const lead = await leadDe(body.email);
    expect([lead.estado, lead.conjunto, lead.unidades, lead.consentimientoTexto]).toEqual([
      'nuevo',
      body.conjunto,
      120,
      CONSENTIMIENTO_CONTACTO,
    ]);
    expect(lead.consentimientoEn).toBeInstanceOf(Date);
    expect(await t.db.auditLog.count({ where: { action: 'lead.create', entityId: lead.id } })).toBe(1);

    const viaTrpc = contacto();
    const trpc = await t.trpc('mutation', 'comercial.contactos.create', viaTrpc);
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.message).toBe(COMERCIAL_MSG.contactoRecibido);
    expect((await leadDe(viaTrpc.email)).estado).toBe('nuevo');
  });

  it('refuses without consent, with a bad phone or unit count, in Spanish, storing nothing', async () => {
    const body = contacto({ consentimiento: false, telefono: '123', unidades: 0 });
    const res = await enviar(body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        COMERCIAL_MSG.consentimientoRequerido,
        COMERCIAL_MSG.telefonoInvalido,
        COMERCIAL_MSG.unidadesInvalidas,
      ]),
    );
    const trpc = await t.trpc('mutation', 'comercial.contactos.create', { ...contacto(), consentimiento: undefined });
    expect(trpc.status).toBe(422);
    expect(trpc.body.error.data.errors).toContain(COMERCIAL_MSG.consentimientoRequerido);
    expect(await t.db.lead.count({ where: { email: body.email } })).toBe(0);
  });

  it('bounds every field', async () => {
    const res = await enviar(contacto({ nombre: 'x'.repeat(500), unidades: 1_000_000 }));
    expect(res.status).toBe(422);
  });

  it('answers a filled honeypot as usual and stores nothing', async () => {
    const body = contacto({ sitioWeb: 'http://spam.example' });
    const res = await enviar(body);
    expect([res.status, res.body.message]).toEqual([200, COMERCIAL_MSG.contactoRecibido]);
    expect(await t.db.lead.count({ where: { email: body.email } })).toBe(0);
  });

  it(`throttles each address after ${CONTACTO_MAX_POR_IP} messages with a Spanish 429, other addresses unaffected`, async () => {
    const ip = nuevaIp();
    for (let i = 0; i < CONTACTO_MAX_POR_IP; i++) expect((await enviar(contacto(), ip)).status).toBe(200);
    const refused = contacto();
    const res = await enviar(refused, ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(COMERCIAL_MSG.demasiadosContactos);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(await t.db.lead.count({ where: { email: refused.email } })).toBe(0);
    expect((await enviar(contacto(), nuevaIp())).status).toBe(200);
  });
});

describe('the leads funnel', () => {
  it('lists leads by estado, paged, for sales', async () => {
    const body = contacto();
    await enviar(body);
    const res = await t.rest('GET', '/api/plataforma/leads?estado=nuevo&pageSize=2', { token: x.tokens.comercial });
    expect(res.status).toBe(200);
    expect(res.body.leads).toHaveLength(2);
    expect(res.body.leads[0].email).toBe(body.email);
    expect(res.body.leads[0].ultimaNota).toBe('Formulario de contacto');
    expect(res.body.total).toBeGreaterThan(2);
    const trpc = await t.trpc('query', 'comercial.leads.list', { estado: 'cliente' }, x.tokens.superAdmin);
    expect(trpc.body.result.data.leads.every((l: { estado: string }) => l.estado === 'cliente')).toBe(true);
  });

  it('moves a lead forward with a note, audited, and refuses a step back or to cliente with 409 in Spanish', async () => {
    const body = contacto();
    await enviar(body);
    const { id } = await leadDe(body.email);
    const moved = await t.rest('PUT', `/api/leads/${id}/estado`, {
      token: x.tokens.comercial,
      body: { estado: 'contactado', nota: 'Llamada con la administradora' },
    });
    expect([moved.status, moved.body.lead.estado, moved.body.lead.ultimaNota]).toEqual([
      200,
      'contactado',
      'Llamada con la administradora',
    ]);
    const demo = await t.trpc(
      'mutation',
      'comercial.leads.mover',
      { id, estado: 'demo', nota: 'Demo el martes' },
      x.tokens.comercial,
    );
    expect(demo.body.result.data.lead.estado).toBe('demo');

    const back = await t.rest('PUT', `/api/leads/${id}/estado`, {
      token: x.tokens.comercial,
      body: { estado: 'nuevo', nota: 'x' },
    });
    expect([back.status, back.body.message, back.body.code]).toEqual([
      409,
      'Un lead en estado «Demo» no puede pasar a «Nuevo»',
      'LEAD_TRANSICION_INVALIDA',
    ]);
    const cliente = await t.trpc('mutation', 'comercial.leads.mover', { id, estado: 'cliente', nota: 'x' }, x.tokens.comercial);
    expect([cliente.status, cliente.body.error.message]).toEqual([409, 'Un lead en estado «Demo» no puede pasar a «Cliente»']);
    const sinNota = await t.rest('PUT', `/api/leads/${id}/estado`, { token: x.tokens.comercial, body: { estado: 'prueba' } });
    expect([sinNota.status, sinNota.body.errors]).toEqual([422, [COMERCIAL_MSG.notaRequerida]]);

    const eventos = await t.db.leadEvento.findMany({ where: { leadId: id }, orderBy: { createdAt: 'asc' } });
    expect(eventos.map((e) => e.hacia)).toEqual(['nuevo', 'contactado', 'demo']);
    expect(await t.db.auditLog.count({ where: { action: 'lead.estado', entityId: id } })).toBe(2);
  });

  it('answers 404 in Spanish for an unknown lead', async () => {
    const res = await t.rest('PUT', '/api/leads/00000000-0000-4000-8000-000000000000/estado', {
      token: x.tokens.superAdmin,
      body: { estado: 'contactado', nota: 'x' },
    });
    expect([res.status, res.body.message]).toEqual([404, 'El lead no existe']);
  });
});

describe('converting a lead into a complex', () => {
  it('creates the complex, its plan and its administrator invitation exactly once with the same Idempotency-Key', async () => {
    const body = contacto();
    await enviar(body);
    const { id } = await leadDe(body.email);
    const n = nextId();
    const adminEmail = `admin${n}@example.com`;
    const datos = {
      nombre: `Conjunto Convertido ${n}`,
      nit: nitValido(),
      direccion: 'Calle 1 # 2-3',
      ciudad: 'Cali',
      identificador: `conv${n}`,
      adminEmail,
      plan: 'modulos_pro',
      estadoPlan: 'activa',
    };
    const headers = { 'idempotency-key': `convertir-${n}` };
    const first = await t.rest('POST', `/api/leads/${id}/convertir`, { token: x.tokens.comercial, body: datos, headers });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(COMERCIAL_MSG.leadConvertido);
    expect([
      first.body.lead.estado,
      first.body.property.identificador,
      first.body.plan.nombrePlan,
      first.body.plan.precioMensual,
    ]).toEqual(['cliente', `conv${n}`, 'Módulos Pro', 199]);
    const again = await t.rest('POST', `/api/leads/${id}/convertir`, { token: x.tokens.comercial, body: datos, headers });
    expect(again.status).toBe(200);
    expect(again.body.property.id).toBe(first.body.property.id);

    const mail = await t.smtp.waitFor(adminEmail);
    expect(mail.text).toContain(`/ph/conv${n}?invitacion=`);
    await t.jobs.settle();
    expect(t.smtp.messages.filter((m) => m.to === adminEmail)).toHaveLength(1);
    expect(await t.db.pH.count({ where: { identificador: `conv${n}` } })).toBe(1);
    expect(await t.db.invitation.count({ where: { email: adminEmail, rol: 'admin', phId: first.body.property.id } })).toBe(1);
    const lead = await t.db.lead.findUniqueOrThrow({ where: { id } });
    expect([lead.estado, lead.phId]).toEqual(['cliente', first.body.property.id]);
    expect(await t.db.auditLog.count({ where: { action: 'lead.convertir', entityId: id } })).toBe(1);

    // Without the key, a second conversion is refused by the lead's state.
    const twice = await t.trpc(
      'mutation',
      'comercial.leads.convertir',
      { id, ...datos, identificador: `otro${n}` },
      x.tokens.superAdmin,
    );
    expect([twice.status, twice.body.error.message]).toEqual([
      409,
      'Un lead en estado «Cliente» no se puede convertir en conjunto',
    ]);
  });

  it('refuses a NIT already registered with the complexes 409 and leaves the lead as it was', async () => {
    const body = contacto();
    await enviar(body);
    const { id } = await leadDe(body.email);
    const res = await t.rest('POST', `/api/leads/${id}/convertir`, {
      token: x.tokens.comercial,
      body: {
        nombre: 'Repetido',
        nit: x.phA.nit,
        direccion: 'Calle 1',
        ciudad: 'Cali',
        identificador: `rep${nextId()}`,
        adminEmail: 'rep@example.com',
        plan: 'elite_plus',
        estadoPlan: 'prueba',
        precioMensual: 2500,
      },
    });
    expect(res.status).toBe(409);
    expect((await t.db.lead.findUniqueOrThrow({ where: { id } })).estado).toBe('nuevo');
  });
});

describe('plans and suspension', () => {
  it('sets a plan (audited, with before and after) and refuses a price on a published plan', async () => {
    const ok = await t.rest('PUT', `/api/ph/${x.phB.id}/plan`, {
      token: x.tokens.comercial,
      body: { plan: 'elite_plus', estado: 'prueba', precioMensual: 3000 },
    });
    expect([ok.status, ok.body.plan.precioMensual, ok.body.plan.estado, ok.body.message]).toEqual([
      200,
      3000,
      'prueba',
      COMERCIAL_MSG.planActualizado,
    ]);
    const bad = await t.trpc(
      'mutation',
      'comercial.planes.update',
      { id: x.phB.id, plan: 'nucleo_premium', estado: 'activa', precioMensual: 5 },
      x.tokens.comercial,
    );
    expect([bad.status, bad.body.error.data.errors]).toEqual([422, [COMERCIAL_MSG.precioNoAplica]]);
    const entry = await t.db.auditLog.findFirstOrThrow({
      where: { action: 'ph.plan', phId: x.phB.id },
      orderBy: { createdAt: 'desc' },
    });
    expect(entry.details).toMatchObject({ despues: { plan: 'elite_plus', estado: 'prueba', precioAcordado: 3000 } });
  });

  it('a suspended complex: its people read with the notice, their writes get a Spanish 409, staff are unaffected', async () => {
    const admin = await createTestUser(t.db, { nombre: 'Admin Suspendido' });
    const ph = await t.rest('POST', '/api/ph', {
      token: admin.token,
      body: {
        nombre: 'Conjunto Suspendido',
        nit: nitValido(),
        direccion: 'Calle 9',
        ciudad: 'Pasto',
        identificador: `susp${nextId()}`,
      },
    });
    const phId = ph.body.property.id as string;
    const unit = await t.rest('POST', `/api/ph/${phId}/apartamentos`, {
      token: admin.token,
      body: { torre: '1', numero: '101', coeficiente: 1 },
    });
    expect(unit.status).toBe(200);
    const suspend = await t.trpc(
      'mutation',
      'comercial.planes.update',
      { id: phId, plan: 'nucleo_premium', estado: 'suspendida' },
      x.tokens.superAdmin,
    );
    expect(suspend.status).toBe(200);

    const write = await t.rest('POST', `/api/ph/${phId}/apartamentos`, {
      token: admin.token,
      body: { torre: '1', numero: '102', coeficiente: 1 },
    });
    expect([write.status, write.body.message, write.body.code]).toEqual([
      409,
      COMERCIAL_MSG.conjuntoSuspendido,
      'CONJUNTO_SUSPENDIDO',
    ]);
    // A write addressed by the unit's own id is held back too.
    const byUnit = await t.trpc(
      'mutation',
      'apartamentos.update',
      { id: unit.body.apartamento.id, numero: '103', coeficiente: 1 },
      admin.token,
    );
    expect([byUnit.status, byUnit.body.error.message]).toEqual([409, COMERCIAL_MSG.conjuntoSuspendido]);
    expect(await t.db.apartamento.count({ where: { phId } })).toBe(1);

    const read = await t.rest('GET', `/api/ph/${phId}/apartamentos`, { token: admin.token });
    expect(read.status).toBe(200);
    const plan = await t.rest('GET', `/api/ph/${phId}/plan`, { token: admin.token });
    expect([plan.status, plan.body.plan.estado, plan.body.aviso]).toEqual([200, 'suspendida', COMERCIAL_MSG.conjuntoSuspendido]);

    const staff = await t.rest('PUT', `/api/ph/${phId}`, {
      token: x.tokens.superAdmin,
      body: {
        nombre: 'Conjunto Suspendido Editado',
        nit: ph.body.property.nit,
        direccion: 'Calle 9',
        ciudad: 'Pasto',
        identificador: ph.body.property.identificador,
      },
    });
    expect(staff.status).toBe(200);

    await t.rest('PUT', `/api/ph/${phId}/plan`, {
      token: x.tokens.comercial,
      body: { plan: 'nucleo_premium', estado: 'activa' },
    });
    const again = await t.rest('POST', `/api/ph/${phId}/apartamentos`, {
      token: admin.token,
      body: { torre: '1', numero: '102', coeficiente: 1 },
    });
    expect(again.status).toBe(200);
    const activa = await t.rest('GET', `/api/ph/${phId}/plan`, { token: admin.token });
    expect(activa.body.aviso).toBeNull();
  });
});

describe('the commercial figures and the targets', () => {
  it('counts leads by estado and the MRR of the active complexes (worked by hand)', async () => {
    const { db } = t;
    await db.planConjunto.deleteMany({});
    // Two active Núcleo Premium (99 + 99), one active Élite Plus at 2.500, a trial Módulos Pro (0): 2.698.
    const phs = await Promise.all(
      [1, 2, 3, 4].map(
        async (i) =>
          (
            await t.rest('POST', '/api/ph', {
              token: x.tokens.superAdmin,
              body: {
                nombre: `Cifras ${i}`,
                nit: nitValido(),
                direccion: 'Calle 1',
                ciudad: 'Tunja',
                identificador: `cifras${nextId()}`,
              },
            })
          ).body.property.id as string,
      ),
    );
    const planes = [
      { plan: 'nucleo_premium', estado: 'activa' },
      { plan: 'nucleo_premium', estado: 'activa' },
      { plan: 'elite_plus', estado: 'activa', precioMensual: 2500 },
      { plan: 'modulos_pro', estado: 'prueba' },
    ];
    for (const [i, p] of planes.entries()) await t.rest('PUT', `/api/ph/${phs[i]}/plan`, { token: x.tokens.comercial, body: p });

    const res = await t.rest('GET', '/api/plataforma/comercial', { token: x.tokens.comercial });
    expect(res.status).toBe(200);
    expect(res.body.mrr).toBe(2698);
    expect(res.body.conjuntos).toEqual(
      expect.arrayContaining([
        { plan: 'nucleo_premium', estado: 'activa', total: 2 },
        { plan: 'elite_plus', estado: 'activa', total: 1 },
        { plan: 'modulos_pro', estado: 'prueba', total: 1 },
      ]),
    );
    const nuevos = await db.lead.count({ where: { estado: 'nuevo' } });
    expect(res.body.leadsPorEstado.nuevo).toBe(nuevos);
    expect(res.body.conversionesMes).toBe(await db.lead.count({ where: { convertidoEn: { not: null } } }));
    const trpc = await t.trpc('query', 'comercial.resumen.get', undefined, x.tokens.superAdmin);
    expect(trpc.body.result.data.mrr).toBe(2698);

    const clientes = await t.rest('GET', '/api/plataforma/clientes?q=cifras&pageSize=10', { token: x.tokens.comercial });
    expect(clientes.body.total).toBe(4);
    expect(clientes.body.clientes.map((c: { plan: { precioMensual: number } }) => c.plan.precioMensual).sort()).toEqual([
      199, 2500, 99, 99,
    ]);
  });

  it('lets the super admin set a month target and shows progress; sales read it but may not set it', async () => {
    const res = await t.rest('PUT', '/api/plataforma/metas', {
      token: x.tokens.superAdmin,
      body: { periodo: '2026-11', nuevosClientes: 4, mrr: 5000 },
    });
    expect([res.status, res.body.meta.nuevosClientes, res.body.meta.mrr, res.body.message]).toEqual([
      200,
      4,
      5000,
      COMERCIAL_MSG.metasGuardadas,
    ]);
    const read = await t.trpc('query', 'comercial.metas.get', { periodo: '2026-11' }, x.tokens.comercial);
    expect(read.body.result.data.meta.mrr).toBe(5000);
    expect(read.body.result.data.logrado.mrr).toBe(2698);
    const refused = await t.rest('PUT', '/api/plataforma/metas', {
      token: x.tokens.comercial,
      body: { periodo: '2026-11', nuevosClientes: 40, mrr: 1 },
    });
    expect(refused.status).toBe(403);
    const bad = await t.rest('PUT', '/api/plataforma/metas', {
      token: x.tokens.superAdmin,
      body: { periodo: '2026-11', nuevosClientes: -1, mrr: 1.5 },
    });
    expect([bad.status, bad.body.errors]).toEqual([422, [COMERCIAL_MSG.metaInvalida]]);
    expect(await t.db.auditLog.count({ where: { action: 'comercial.metas', entityId: '2026-11' } })).toBe(1);
  });
});
