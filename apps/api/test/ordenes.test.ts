// Órdenes de trabajo (issue 29) through both facades: opening with a consecutive, the estado machine
// (every legal step and the illegal ones → 409, the wrong person → 403), the consejo's approval over the
// complex's threshold (several members, once each), the orden of a PQRS seen from the PQRS, the owner's
// rating, the evidence files, the settings, and the mails each step sends.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ESTADOS_ORDEN, ORDEN_TRANSICIONES, ORDENES_MSG, type EstadoOrden } from '@horizonte/contracts';

import { createProveedor, subir } from './ordenes-fixture.ts';
import { PDF, PNG } from './support/files.ts';
import { startTestApp, type JsonResponse, type TestApp } from './support/index.ts';
import { createTestUser, type TestUser } from './support/sessions.ts';
import { createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;
let proveedorUser: TestUser;
let otroProveedorUser: TestUser;
let consejo2: TestUser;
let proveedorId: string;

const msg = (res: JsonResponse) => (res.body.message as string | undefined) ?? res.body.error?.message;

async function crear(body: Record<string, unknown> = {}, token = x.tokens.adminA) {
  const res = await t.rest('POST', `/api/ph/${x.phA.id}/ordenes`, {
    token,
    body: { titulo: 'Cambiar bombillo del lobby', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.orden as { id: string; numero: number; estado: EstadoOrden; acciones: string[]; pendienteAprobacion: boolean };
}

const estado = (id: string, body: Record<string, unknown>, token = x.tokens.adminA) =>
  t.rest('PUT', `/api/ordenes/${id}/estado`, { token, body });

/** What each target estado needs in the body. */
const cuerpo = (hacia: EstadoOrden): Record<string, unknown> => ({
  estado: hacia,
  ...(hacia === 'asignada' ? { proveedorId } : {}),
  ...(hacia === 'cancelada' ? { motivo: 'Ya no se necesita' } : {}),
});

/** Walks a fresh orden to `destino` along the happy path (cancelada from abierta). */
async function ordenEn(destino: EstadoOrden) {
  const orden = await crear();
  const camino: EstadoOrden[] = destino === 'cancelada' ? ['cancelada'] : [];
  if (destino !== 'cancelada')
    for (const e of ['asignada', 'en_curso', 'terminada', 'verificada'] as const) {
      if (destino === 'abierta') break;
      camino.push(e);
      if (e === destino) break;
    }
  for (const e of camino) expect((await estado(orden.id, cuerpo(e))).status).toBe(200);
  return orden.id;
}

beforeAll(async () => {
  t = await startTestApp({ STORAGE_DIR: await mkdtemp(join(tmpdir(), 'hz-ordenes-')) });
  x = await createTenants(t.db);
  proveedorUser = await createTestUser(t.db, { nombre: 'Técnico Andino', roles: [{ phId: x.phA.id, rol: 'proveedor' }] });
  otroProveedorUser = await createTestUser(t.db, { nombre: 'Otro Técnico', roles: [{ phId: x.phA.id, rol: 'proveedor' }] });
  consejo2 = await createTestUser(t.db, { nombre: 'Consejera Dos', roles: [{ phId: x.phA.id, rol: 'consejo' }] });
  proveedorId = (await createProveedor(t.db, x.phA.id, 'Ascensores Prueba S.A.S.', proveedorUser.user.id)).id;
  await createProveedor(t.db, x.phA.id, 'Plomería Prueba S.A.S.', otroProveedorUser.user.id);
});
afterAll(async () => {
  await t?.close();
});

describe('opening and reading', () => {
  it('opens órdenes with consecutive numbers on both facades, and lists them filtered by estado', async () => {
    const a = await crear({ prioridad: 'emergencia', costoEstimado: 120_000, fechaLimite: '2027-01-15' });
    const trpc = await t.trpc('mutation', 'ordenes.create', { id: x.phA.id, titulo: 'Pintar portería' }, x.tokens.adminA);
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.orden.numero).toBe(a.numero + 1);
    expect(a).toMatchObject({ estado: 'abierta', pendienteAprobacion: false });
    expect(a.acciones).toEqual(expect.arrayContaining(['editar', 'asignar', 'cancelar']));

    const get = await t.rest('GET', `/api/ordenes/${a.id}`, { token: x.tokens.adminA });
    expect(get.body.orden).toMatchObject({ prioridad: 'emergencia', costoEstimado: 120_000, fechaLimite: '2027-01-15' });
    expect(get.body.eventos).toMatchObject([{ desde: null, hacia: 'abierta' }]);
    expect(get.body.asignables.map((p: { razonSocial: string }) => p.razonSocial)).toEqual([
      'Ascensores Prueba S.A.S.',
      'Plomería Prueba S.A.S.',
    ]);
    const consejo = await t.rest('GET', `/api/ordenes/${a.id}`, { token: x.tokens.consejoA });
    expect(consejo.body.asignables).toEqual([]);

    const lista = await t.rest('GET', `/api/ph/${x.phA.id}/ordenes?estado=abierta&pageSize=100`, { token: x.tokens.adminA });
    expect(lista.status).toBe(200);
    expect(lista.body.ordenes.every((o: { estado: string }) => o.estado === 'abierta')).toBe(true);
    expect(lista.body.ordenes.map((o: { id: string }) => o.id)).toContain(a.id);
    const trpcLista = await t.trpc('query', 'ordenes.list', { id: x.phA.id, estado: 'cancelada' }, x.tokens.consejoA);
    expect(trpcLista.status).toBe(200);
    expect(trpcLista.body.result.data.ordenes.map((o: { id: string }) => o.id)).not.toContain(a.id);
  });

  it('refuses a bad title, an unknown prioridad and centavos with Spanish messages', async () => {
    const res = await t.rest('POST', `/api/ph/${x.phA.id}/ordenes`, {
      token: x.tokens.adminA,
      body: { titulo: '', prioridad: 'urgente', costoEstimado: 10.5 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([ORDENES_MSG.tituloRequired, ORDENES_MSG.prioridadInvalida, ORDENES_MSG.costoInvalido]),
    );
  });

  it('edits a live orden and refuses to edit a dead one (409)', async () => {
    const id = await ordenEn('abierta');
    const res = await t.rest('PUT', `/api/ordenes/${id}`, { token: x.tokens.adminA, body: { titulo: 'Cambiar dos bombillos' } });
    expect(res.status).toBe(200);
    expect(res.body.orden.titulo).toBe('Cambiar dos bombillos');
    const cancelada = await ordenEn('cancelada');
    const dead = await t.trpc('mutation', 'ordenes.update', { id: cancelada, titulo: 'Otra' }, x.tokens.adminA);
    expect(dead.status).toBe(409);
    expect(dead.body.error.message).toBe(ORDENES_MSG.noEditable);
    expect((await t.rest('PUT', `/api/ordenes/${id}`, { token: x.tokens.consejoA, body: { titulo: 'X' } })).status).toBe(403);
  });
});

describe('the estado machine', () => {
  const pares = ESTADOS_ORDEN.flatMap((desde) => ESTADOS_ORDEN.map((hacia) => [desde, hacia] as const));

  it.each(pares)('%s → %s: legal steps pass, illegal ones are 409', async (desde, hacia) => {
    const id = await ordenEn(desde);
    const res = await estado(id, cuerpo(hacia));
    if (ORDEN_TRANSICIONES[desde].includes(hacia)) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.orden.estado).toBe(hacia);
    } else {
      expect(res.status).toBe(409);
      expect(msg(res)).toMatch(/no puede pasar a/);
    }
  });

  it('requires a motivo to cancel and a proveedor to assign; records the motivo, the real cost and the history', async () => {
    const id = await ordenEn('abierta');
    const sinMotivo = await estado(id, { estado: 'cancelada' });
    expect(sinMotivo.status).toBe(422);
    expect(sinMotivo.body.errors).toContain(ORDENES_MSG.motivoRequired);
    const sinProveedor = await t.trpc('mutation', 'ordenes.estado.update', { id, estado: 'asignada' }, x.tokens.adminA);
    expect(sinProveedor.status).toBe(422);
    const ajeno = await createProveedor(t.db, x.phB.id, 'Del otro conjunto S.A.S.');
    expect((await estado(id, { estado: 'asignada', proveedorId: ajeno.id })).status).toBe(404);

    expect((await estado(id, cuerpo('asignada'))).status).toBe(200);
    expect((await estado(id, { estado: 'en_curso' }, proveedorUser.token)).status).toBe(200);
    const terminada = await estado(id, { estado: 'terminada', costoReal: 85_000, nota: 'Bombillo LED' }, proveedorUser.token);
    expect(terminada.body.orden).toMatchObject({ estado: 'terminada', costoReal: 85_000, notaCierre: 'Bombillo LED' });
    const cancelada = await estado(id, { estado: 'cancelada', motivo: 'El trabajo quedó mal hecho' });
    expect(cancelada.body.orden).toMatchObject({ estado: 'cancelada', motivoCancelacion: 'El trabajo quedó mal hecho' });
    const get = await t.rest('GET', `/api/ordenes/${id}`, { token: x.tokens.adminA });
    expect(get.body.eventos.map((e: { hacia: string }) => e.hacia)).toEqual([
      'abierta',
      'asignada',
      'en_curso',
      'terminada',
      'cancelada',
    ]);
    const log = await t.db.auditLog.findMany({ where: { entityId: id }, orderBy: { createdAt: 'asc' } });
    expect(log.map((l) => l.action)).toEqual([
      'orden.create',
      'orden.asignar',
      'orden.iniciar',
      'orden.terminar',
      'orden.cancelar',
    ]);
  });

  it('the assigned proveedor starts and finishes; it cannot verify, cancel or assign; the consejo moves nothing (403)', async () => {
    const id = await ordenEn('asignada');
    expect((await estado(id, { estado: 'en_curso' }, otroProveedorUser.token)).status).toBe(403);
    expect((await estado(id, { estado: 'en_curso' }, x.tokens.consejoA)).status).toBe(403);
    expect((await estado(id, { estado: 'en_curso' }, x.tokens.residenteA)).status).toBe(403);
    expect((await estado(id, { estado: 'cancelada', motivo: 'No' }, proveedorUser.token)).status).toBe(403);
    expect((await estado(id, { estado: 'en_curso' }, proveedorUser.token)).status).toBe(200);
    expect((await estado(id, { estado: 'terminada' }, proveedorUser.token)).status).toBe(200);
    expect((await estado(id, { estado: 'verificada' }, proveedorUser.token)).status).toBe(403);
    expect((await estado(id, { estado: 'verificada' }, x.tokens.consejoA)).status).toBe(403);
    const verificada = await t.trpc('mutation', 'ordenes.estado.update', { id, estado: 'verificada' }, x.tokens.adminA);
    expect(verificada.status).toBe(200);
    expect(verificada.body.result.data.orden.verificadaEn).not.toBeNull();
  });

  it('mails the proveedor linked to the company when an orden is assigned', async () => {
    const orden = await crear({ titulo: 'Revisar ascensor 2', fechaLimite: '2027-02-01' });
    expect((await estado(orden.id, cuerpo('asignada'))).status).toBe(200);
    const mail = await t.smtp.waitFor(proveedorUser.user.email, { subject: new RegExp(`orden de trabajo N.º ${orden.numero}`) });
    expect(mail.text).toContain('Revisar ascensor 2');
  });
});

describe("the consejo's approval", () => {
  beforeAll(async () => {
    const res = await t.rest('PUT', `/api/ph/${x.phA.id}/mantenimiento/configuracion`, {
      token: x.tokens.adminA,
      body: { umbralAprobacion: 1_000_000, aprobacionesRequeridas: 2, diasAnticipacion: 10 },
    });
    expect(res.status).toBe(200);
  });
  afterAll(async () => {
    await t.rest('PUT', `/api/ph/${x.phA.id}/mantenimiento/configuracion`, {
      token: x.tokens.adminA,
      body: { umbralAprobacion: null, aprobacionesRequeridas: 1, diasAnticipacion: 15 },
    });
  });

  it('reads and writes the settings (admin writes, consejo reads, invalid values refused)', async () => {
    const get = await t.trpc('query', 'ordenes.configuracion.get', { id: x.phA.id }, x.tokens.consejoA);
    expect(get.body.result.data.configuracion).toMatchObject({ umbralAprobacion: 1_000_000, aprobacionesRequeridas: 2 });
    const bad = await t.rest('PUT', `/api/ph/${x.phA.id}/mantenimiento/configuracion`, {
      token: x.tokens.adminA,
      body: { umbralAprobacion: -1, aprobacionesRequeridas: 0, diasAnticipacion: 400 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([ORDENES_MSG.umbralInvalido, ORDENES_MSG.aprobacionesInvalidas, ORDENES_MSG.diasInvalidos]),
    );
    expect(
      (
        await t.rest('PUT', `/api/ph/${x.phA.id}/mantenimiento/configuracion`, {
          token: x.tokens.consejoA,
          body: { umbralAprobacion: 1, aprobacionesRequeridas: 1, diasAnticipacion: 1 },
        })
      ).status,
    ).toBe(403);
  });

  it('an orden over the threshold waits for two members, mails the consejo, and is assigned only once approved', async () => {
    const orden = await crear({ titulo: 'Cambiar motor del portón', costoEstimado: 3_500_000 });
    expect(orden.pendienteAprobacion).toBe(true);
    expect(orden.acciones).not.toContain('asignar');
    const mail = await t.smtp.waitFor(x.users.consejoA.user.email, { subject: new RegExp(`orden N.º ${orden.numero} espera`) });
    expect(mail.text).toContain('$ 3.500.000');

    const temprano = await estado(orden.id, cuerpo('asignada'));
    expect(temprano.status).toBe(409);
    expect(msg(temprano)).toBe(ORDENES_MSG.pendienteAprobacion);
    // The admin does not approve; the proveedor neither.
    expect(
      (await t.rest('POST', `/api/ordenes/${orden.id}/aprobaciones`, { token: x.tokens.adminA, body: { decision: 'aprobada' } }))
        .status,
    ).toBe(403);

    const una = await t.rest('POST', `/api/ordenes/${orden.id}/aprobaciones`, {
      token: x.tokens.consejoA,
      body: { decision: 'aprobada' },
    });
    expect(una.status).toBe(200);
    expect(una.body.orden).toMatchObject({ pendienteAprobacion: true, aprobaciones: { aprobadas: 1, requeridas: 2 } });
    const otraVez = await t.trpc(
      'mutation',
      'ordenes.aprobaciones.create',
      { id: orden.id, decision: 'aprobada' },
      x.tokens.consejoA,
    );
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.error.message).toBe(ORDENES_MSG.yaDecidio);

    const dos = await t.trpc(
      'mutation',
      'ordenes.aprobaciones.create',
      { id: orden.id, decision: 'aprobada', comentario: 'De acuerdo' },
      consejo2.token,
    );
    expect(dos.status).toBe(200);
    expect(dos.body.result.data.orden.pendienteAprobacion).toBe(false);
    expect((await estado(orden.id, cuerpo('asignada'))).status).toBe(200);
    const detalle = await t.rest('GET', `/api/ordenes/${orden.id}`, { token: x.tokens.consejoA });
    expect(detalle.body.aprobaciones.map((a: { miembro: { nombre: string } }) => a.miembro.nombre).sort()).toEqual([
      'Consejera Dos',
      'Consejo A',
    ]);
  });

  it('a rejection needs a reason and leaves the orden waiting; an orden not over the threshold is not for the consejo', async () => {
    const orden = await crear({ costoEstimado: 2_000_000 });
    const sin = await t.rest('POST', `/api/ordenes/${orden.id}/aprobaciones`, {
      token: x.tokens.consejoA,
      body: { decision: 'rechazada' },
    });
    expect(sin.status).toBe(422);
    expect(sin.body.errors).toContain(ORDENES_MSG.comentarioRechazo);
    const no = await t.rest('POST', `/api/ordenes/${orden.id}/aprobaciones`, {
      token: x.tokens.consejoA,
      body: { decision: 'rechazada', comentario: 'Pidan otra cotización' },
    });
    expect(no.body.orden).toMatchObject({ pendienteAprobacion: true, aprobaciones: { rechazadas: 1 } });
    const barata = await crear({ costoEstimado: 1_000_000 });
    expect(barata.pendienteAprobacion).toBe(false);
    const res = await t.rest('POST', `/api/ordenes/${barata.id}/aprobaciones`, {
      token: x.tokens.consejoA,
      body: { decision: 'aprobada' },
    });
    expect(res.status).toBe(409);
    expect(msg(res)).toBe(ORDENES_MSG.noRequiereAprobacion);
  });

  it('re-estimating over the threshold sends it to the consejo; raising an approved estimate is refused', async () => {
    const orden = await crear({ costoEstimado: 500_000 });
    const sube = await t.rest('PUT', `/api/ordenes/${orden.id}`, { token: x.tokens.adminA, body: { costoEstimado: 1_500_000 } });
    expect(sube.body.orden.pendienteAprobacion).toBe(true);
    for (const token of [x.tokens.consejoA, consejo2.token])
      expect(
        (await t.rest('POST', `/api/ordenes/${orden.id}/aprobaciones`, { token, body: { decision: 'aprobada' } })).status,
      ).toBe(200);
    const otra = await t.rest('PUT', `/api/ordenes/${orden.id}`, { token: x.tokens.adminA, body: { costoEstimado: 1_600_000 } });
    expect(otra.status).toBe(409);
    expect(msg(otra)).toBe(ORDENES_MSG.costoAprobado);
    const baja = await t.rest('PUT', `/api/ordenes/${orden.id}`, { token: x.tokens.adminA, body: { costoEstimado: 1_400_000 } });
    expect(baja.body.orden.pendienteAprobacion).toBe(false);
  });
});

describe('the orden of a PQRS', () => {
  it('is created from the PQRS once, shown in the PQRS, mailed on progress and rated by its filer once verified', async () => {
    const pqrs = await t.rest('POST', `/api/ph/${x.phA.id}/pqrs`, {
      token: x.tokens.residenteA,
      body: { tipo: 'queja', subtipo: 'general', asunto: 'El ascensor hace ruido', descripcion: 'Suena al subir al piso 5.' },
    });
    expect(pqrs.status).toBe(200);
    const pqrsId = pqrs.body.pqrs.id as string;
    expect((await t.rest('POST', `/api/pqrs/${pqrsId}/orden`, { token: x.tokens.consejoA, body: {} })).status).toBe(403);
    expect((await t.rest('POST', `/api/pqrs/${pqrsId}/orden`, { token: x.tokens.residenteA, body: {} })).status).toBe(403);
    const creada = await t.trpc('mutation', 'ordenes.pqrs.create', { id: pqrsId, prioridad: 'alta' }, x.tokens.adminA);
    expect(creada.status).toBe(200);
    const orden = creada.body.result.data.orden;
    expect(orden).toMatchObject({ titulo: 'El ascensor hace ruido', prioridad: 'alta', pqrs: { id: pqrsId } });
    const dup = await t.rest('POST', `/api/pqrs/${pqrsId}/orden`, { token: x.tokens.adminA, body: {} });
    expect(dup.status).toBe(409);
    expect(msg(dup)).toBe(ORDENES_MSG.pqrsConOrden);

    const detalle = await t.rest('GET', `/api/pqrs/${pqrsId}`, { token: x.tokens.residenteA });
    expect(detalle.body.orden).toEqual({
      id: orden.id,
      numero: orden.numero,
      estado: 'abierta',
      proveedor: null,
      calificacion: null,
    });
    expect(detalle.body.eventos.map((e: { texto: string | null }) => e.texto)).toContain(
      `Se abrió la orden de trabajo N.º ${orden.numero}`,
    );
    // The filer reads the orden itself but nothing else of the board.
    expect((await t.rest('GET', `/api/ordenes/${orden.id}`, { token: x.tokens.residenteA })).status).toBe(200);
    expect((await t.rest('GET', `/api/ph/${x.phA.id}/ordenes`, { token: x.tokens.residenteA })).status).toBe(403);

    // Rating before it is verified: refused.
    const pronto = await t.rest('PUT', `/api/ordenes/${orden.id}/calificacion`, {
      token: x.tokens.residenteA,
      body: { calificacion: 5 },
    });
    expect(pronto.status).toBe(409);
    for (const e of ['asignada', 'en_curso', 'terminada'] as const) expect((await estado(orden.id, cuerpo(e))).status).toBe(200);
    await t.smtp.waitFor(x.users.residenteA.user.email, { subject: /está terminada/ });
    expect((await estado(orden.id, cuerpo('verificada'))).status).toBe(200);
    const mail = await t.smtp.waitFor(x.users.residenteA.user.email, { subject: /está verificada/ });
    expect(mail.text).toContain(pqrs.body.pqrs.radicado);

    const ajeno = await t.rest('PUT', `/api/ordenes/${orden.id}/calificacion`, {
      token: x.tokens.adminA,
      body: { calificacion: 5 },
    });
    expect(ajeno.status).toBe(403);
    const fuera = await t.rest('PUT', `/api/ordenes/${orden.id}/calificacion`, {
      token: x.tokens.residenteA,
      body: { calificacion: 6 },
    });
    expect(fuera.status).toBe(422);
    expect(fuera.body.errors).toContain(ORDENES_MSG.calificacionInvalida);
    const nota = await t.trpc(
      'mutation',
      'ordenes.calificar',
      { id: orden.id, calificacion: 4, comentario: 'Rápido' },
      x.tokens.residenteA,
    );
    expect(nota.status).toBe(200);
    expect(nota.body.result.data.orden).toMatchObject({ calificacion: 4, comentarioCalificacion: 'Rápido', acciones: [] });
    expect(
      (await t.rest('PUT', `/api/ordenes/${orden.id}/calificacion`, { token: x.tokens.residenteA, body: { calificacion: 1 } }))
        .status,
    ).toBe(409);
    const despues = await t.rest('GET', `/api/pqrs/${pqrsId}`, { token: x.tokens.residenteA });
    expect(despues.body.orden).toMatchObject({ estado: 'verificada', proveedor: 'Ascensores Prueba S.A.S.', calificacion: 4 });
  });
});

describe('evidence files', () => {
  it('the three plain routes and the procedures are in the OpenAPI document', async () => {
    const doc = (await t.rest('GET', '/api/openapi.json')).body;
    expect(doc.paths['/ordenes/{id}/adjuntos'].post.tags).toEqual(['Mantenimiento']);
    expect(doc.paths['/activos/{id}/adjuntos'].post).toBeDefined();
    expect(doc.paths['/adjuntos-mantenimiento/{id}'].get).toBeDefined();
    for (const path of [
      '/ph/{id}/ordenes',
      '/ordenes/{id}/estado',
      '/ordenes/{id}/aprobaciones',
      '/pqrs/{id}/orden',
      '/ph/{id}/mantenimiento/configuracion',
    ])
      expect(doc.paths[path], path).toBeDefined();
  });

  it('the admin and the assigned proveedor (while asignada or en curso) upload photos and PDF checked by content', async () => {
    const id = await ordenEn('asignada');
    const res = await subir(t, `/api/ordenes/${id}/adjuntos`, proveedorUser.token, [
      { name: 'antes.png', bytes: PNG },
      { name: 'cotizacion.pdf', bytes: PDF },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.adjuntos.map((a: { nombre: string; tipo: string }) => [a.nombre, a.tipo])).toEqual([
      ['antes.png', 'image/png'],
      ['cotizacion.pdf', 'application/pdf'],
    ]);
    const texto = await subir(t, `/api/ordenes/${id}/adjuntos`, x.tokens.adminA, [
      { name: 'foto.jpg', bytes: Buffer.from('no soy una foto') },
    ]);
    expect(texto.status).toBe(400);
    expect(texto.body.message).toBe(ORDENES_MSG.adjuntoTipo('foto.jpg'));
    expect((await subir(t, `/api/ordenes/${id}/adjuntos`, x.tokens.adminA, [])).status).toBe(400);
    expect((await subir(t, `/api/ordenes/${id}/adjuntos`, otroProveedorUser.token, [{ name: 'x.png', bytes: PNG }])).status).toBe(
      403,
    );
    expect((await subir(t, `/api/ordenes/${id}/adjuntos`, x.tokens.consejoA, [{ name: 'x.png', bytes: PNG }])).status).toBe(403);
    expect((await subir(t, `/api/ordenes/${id}/adjuntos`, undefined, [{ name: 'x.png', bytes: PNG }])).status).toBe(401);

    const detalle = await t.rest('GET', `/api/ordenes/${id}`, { token: x.tokens.consejoA });
    expect(detalle.body.adjuntos).toHaveLength(2);
    const url: string = detalle.body.adjuntos[0].url;
    const bajar = (token: string | undefined) =>
      t.app.request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const mine = await bajar(x.tokens.consejoA);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await mine.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await bajar(otroProveedorUser.token)).status).toBe(403);
    expect((await bajar(x.tokens.adminB)).status).toBe(403);

    // Once terminada the proveedor adds nothing; the admin still does.
    expect((await estado(id, { estado: 'en_curso' }, proveedorUser.token)).status).toBe(200);
    expect((await estado(id, { estado: 'terminada' }, proveedorUser.token)).status).toBe(200);
    expect((await subir(t, `/api/ordenes/${id}/adjuntos`, proveedorUser.token, [{ name: 'x.png', bytes: PNG }])).status).toBe(
      403,
    );
    expect((await subir(t, `/api/ordenes/${id}/adjuntos`, x.tokens.adminA, [{ name: 'después.png', bytes: PNG }])).status).toBe(
      200,
    );
  });

  it("an activo's photos: the admin uploads, maintenance readers download", async () => {
    const activo = await t.db.activo.create({
      data: { phId: x.phA.id, nombre: 'Ascensor torre 1', categoria: 'ascensor', createdAt: new Date(), updatedAt: new Date() },
    });
    expect(
      (await subir(t, `/api/activos/${activo.id}/adjuntos`, x.tokens.consejoA, [{ name: 'a.png', bytes: PNG }])).status,
    ).toBe(403);
    const res = await subir(t, `/api/activos/${activo.id}/adjuntos`, x.tokens.adminA, [{ name: 'placa.png', bytes: PNG }]);
    expect(res.status).toBe(200);
    const url: string = res.body.adjuntos[0].url;
    expect((await t.app.request(url, { headers: { authorization: `Bearer ${x.tokens.soporte}` } })).status).toBe(200);
    expect((await t.app.request(url, { headers: { authorization: `Bearer ${proveedorUser.token}` } })).status).toBe(403);
    expect(
      (
        await subir(t, `/api/activos/00000000-0000-4000-8000-000000000000/adjuntos`, x.tokens.adminA, [
          { name: 'a.png', bytes: PNG },
        ])
      ).status,
    ).toBe(404);
  });
});
