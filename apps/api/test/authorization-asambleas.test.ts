// The asambleas authorisation matrix (issue 18): every procedure of the asambleas router × every kind of
// caller × both facades. The administration convenes and runs; the consejo reads (and convenes as
// consejo); residents without the asambleas permiso, people without a role, sales and other complexes
// get 403; nobody without a unit of their own votes or adheres (owners and apoderados are covered in
// asambleas*.test.ts). Refused writes must leave no trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ASAMBLEA_MSG } from '@horizonte/contracts';
import type { AsambleaEstado, PuntoEstado } from '@horizonte/db';

import { generateToken, hashToken } from '../src/lib/tokens.ts';
import { asambleasRouter } from '../src/modules/asambleas/router.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { allow, COMMUNITY, MANAGE, runMatrixCase, type Expectation, type MatrixCase } from './support/matrix.ts';
import { ACTORS, createTenants, type Tenants } from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

const NOBODY = allow();
const CREATE = allow('adminA', 'superAdmin', 'consejoA');
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
  // Two units of 50 % each: a padrón that adds up to 100 %.
  await t.db.apartamento.updateMany({ where: { phId: x.phA.id }, data: { coeficiente: 50 } });
});
afterAll(async () => {
  await t?.close();
});

interface Fixture {
  estado?: AsambleaEstado;
  fechaHora?: Date;
  presentes?: boolean;
  puntoEstado?: PuntoEstado;
  firmada?: boolean;
  convocante?: 'administrador' | 'propietarios';
}

/** An asamblea of complex A in the given state, written directly (padrón of the two units once convened). */
async function asamblea({
  estado = 'convocada',
  fechaHora = new Date(Date.now() - HOUR),
  presentes = false,
  puntoEstado = 'pendiente',
  firmada = false,
  convocante = 'administrador',
}: Fixture = {}) {
  const now = new Date();
  const a = await t.db.asamblea.create({
    data: {
      phId: x.phA.id,
      tipo: 'ordinaria',
      modalidad: 'presencial',
      convocante,
      titulo: 'Matriz',
      fechaHora,
      lugar: 'Salón',
      estado,
      creadaPorId: x.users.adminA.user.id,
      convocadaEn: estado === 'borrador' ? null : now,
      createdAt: now,
      updatedAt: now,
      actaPresidente: firmada ? 'P' : null,
      actaSecretario: firmada ? 'S' : null,
      actaPublicadaEn: estado === 'acta_publicada' ? now : null,
      puntos: {
        create: [
          {
            orden: 1,
            titulo: 'Presupuesto',
            tipo: 'decision',
            contenidoEconomico: true,
            ponderacion: 'coeficiente',
            estado: puntoEstado,
          },
        ],
      },
    },
    include: { puntos: true },
  });
  if (estado !== 'borrador') {
    await t.db.asambleaPadron.createMany({
      data: [x.unitA, x.unitA2].map((u) => ({ asambleaId: a.id, apartamentoId: u.id, unidad: `1-${u.numero}`, coeficiente: 50 })),
    });
  }
  if (presentes) {
    await t.db.asambleaAsistencia.createMany({
      data: [x.unitA, x.unitA2].map((u) => ({
        asambleaId: a.id,
        apartamentoId: u.id,
        nombre: 'Asistente',
        calidad: 'propietario' as const,
        registradaPorId: x.users.adminA.user.id,
        entradaEn: now,
      })),
    });
  }
  return { id: a.id, puntoId: a.puntos[0]!.id };
}

async function poder(
  estado: 'recibido' | 'validado',
  aceptacion: { aceptacionTokenHash?: string; aceptacionVenceEn?: Date } = {},
) {
  const a = await asamblea();
  return t.db.asambleaPoder.create({
    data: {
      asambleaId: a.id,
      apartamentoId: x.unitA.id,
      registradoPorId: x.users.adminA.user.id,
      apoderadoNombre: 'Apoderada',
      apoderadoTipoDocumento: 'CC',
      apoderadoNumeroDocumento: '123',
      apoderadoEmail: 'apoderada@example.com',
      estado,
      createdAt: new Date(),
      ...aceptacion,
    },
  });
}

/** A pending poder for apoderada@example.com (no caller's email) and the raw token of its mailed link. */
async function poderPorAceptar() {
  const token = generateToken();
  const p = await poder('validado', {
    aceptacionTokenHash: hashToken(token),
    aceptacionVenceEn: new Date(Date.now() + 24 * HOUR),
  });
  return { id: p.id, token };
}

const estadoDe = async (id: string) => (await t.db.asamblea.findUniqueOrThrow({ where: { id } })).estado;
const get = (path: string, procedure: string, input: Record<string, unknown>) => ({
  rest: { method: 'GET', path },
  trpc: { kind: 'query' as const, procedure, input },
});
const put = (path: string, procedure: string, input: Record<string, unknown>, body: Record<string, unknown> = {}) => ({
  rest: { method: 'PUT', path, body },
  trpc: { kind: 'mutation' as const, procedure, input: { ...input, ...body } },
});
const post = (path: string, procedure: string, input: Record<string, unknown>, body: Record<string, unknown>) => ({
  rest: { method: 'POST', path, body },
  trpc: { kind: 'mutation' as const, procedure, input: { ...input, ...body } },
});

/** A state change that only the allowed callers make. */
function cambia(id: string, hacia: AsambleaEstado, desde: AsambleaEstado) {
  return async (res: { status: number }) => expect(await estadoDe(id)).toBe(res.status === 200 ? hacia : desde);
}

let shared: { id: string; puntoId: string };
let ticketsEmitidos = 0;
const leida = async () => (shared ??= await asamblea({ estado: 'cerrada', presentes: true, puntoEstado: 'cerrado' }));

const cases: MatrixCase[] = [
  {
    name: 'asambleas.configuracion.update',
    expected: MANAGE,
    build: () =>
      put(
        `/api/ph/${x.phA.id}/asambleas/configuracion`,
        'asambleas.configuracion.update',
        { id: x.phA.id },
        { maxPoderesPorApoderado: 3 },
      ),
  },
  {
    name: 'asambleas.create',
    expected: CREATE,
    build: () =>
      post(
        `/api/ph/${x.phA.id}/asambleas`,
        'asambleas.create',
        { id: x.phA.id },
        {
          tipo: 'ordinaria',
          modalidad: 'presencial',
          titulo: 'Nueva',
          fechaHora: '2030-01-15T19:00:00-05:00',
          lugar: 'Salón',
          puntos: [{ titulo: 'Informe', tipo: 'informativo' }],
        },
      ),
  },
  {
    name: 'asambleas.list',
    expected: COMMUNITY,
    build: () => get(`/api/ph/${x.phA.id}/asambleas`, 'asambleas.list', { id: x.phA.id }),
  },
  {
    name: 'asambleas.get',
    expected: COMMUNITY,
    build: async () => {
      const a = await leida();
      return get(`/api/asambleas/${a.id}`, 'asambleas.get', { id: a.id });
    },
  },
  {
    name: 'asambleas.update',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea({ estado: 'borrador' });
      const body = {
        tipo: 'ordinaria',
        modalidad: 'presencial',
        titulo: 'Editada',
        fechaHora: '2030-01-15T19:00:00-05:00',
        lugar: 'Salón',
        puntos: [{ titulo: 'Informe', tipo: 'informativo' }],
      };
      return {
        ...put(`/api/asambleas/${a.id}`, 'asambleas.update', { id: a.id }, body),
        verify: async (res) =>
          expect((await t.db.asamblea.findUniqueOrThrow({ where: { id: a.id } })).titulo).toBe(
            res.status === 200 ? 'Editada' : 'Matriz',
          ),
      };
    },
  },
  {
    name: 'asambleas.convocar',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea({ estado: 'borrador', fechaHora: new Date(Date.now() + 30 * 24 * HOUR) });
      return {
        ...put(`/api/asambleas/${a.id}/convocar`, 'asambleas.convocar', { id: a.id }, { medio: 'plataforma' }),
        verify: cambia(a.id, 'convocada', 'borrador'),
      };
    },
  },
  {
    name: 'asambleas.adherir',
    expected: NOBODY,
    build: async () => {
      const a = await asamblea({ estado: 'borrador', convocante: 'propietarios' });
      return {
        ...post(`/api/asambleas/${a.id}/adhesiones`, 'asambleas.adherir', { id: a.id }, { apartamentoId: x.unitA.id }),
        verify: async () => expect(await t.db.asambleaAdhesion.count({ where: { asambleaId: a.id } })).toBe(0),
      };
    },
  },
  {
    name: 'asambleas.padron.get',
    expected: COMMUNITY,
    build: async () => {
      const a = await leida();
      return get(`/api/asambleas/${a.id}/padron`, 'asambleas.padron.get', { id: a.id });
    },
  },
  {
    name: 'asambleas.instalar',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea({ presentes: true });
      return {
        ...put(`/api/asambleas/${a.id}/instalar`, 'asambleas.instalar', { id: a.id }),
        verify: cambia(a.id, 'en_curso', 'convocada'),
      };
    },
  },
  {
    name: 'asambleas.declararSinQuorum',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea();
      return {
        ...put(`/api/asambleas/${a.id}/sin-quorum`, 'asambleas.declararSinQuorum', { id: a.id }),
        verify: cambia(a.id, 'sin_quorum', 'convocada'),
      };
    },
  },
  {
    name: 'asambleas.cerrar',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea({ estado: 'en_curso' });
      return {
        ...put(`/api/asambleas/${a.id}/cerrar`, 'asambleas.cerrar', { id: a.id }),
        verify: cambia(a.id, 'cerrada', 'en_curso'),
      };
    },
  },
  {
    name: 'asambleas.cancelar',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea({ estado: 'borrador' });
      return {
        ...put(`/api/asambleas/${a.id}/cancelar`, 'asambleas.cancelar', { id: a.id }, { motivo: 'Prueba' }),
        verify: cambia(a.id, 'cancelada', 'borrador'),
      };
    },
  },
  {
    name: 'asambleas.poderes.otorgar',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea({ fechaHora: new Date(Date.now() + 10 * 24 * HOUR) });
      const body = {
        apartamentoId: x.unitA.id,
        apoderado: { nombre: 'Apoderada', tipo_documento: 'CC', numero_documento: '555', email: 'apoderada@example.com' },
      };
      return {
        ...post(`/api/asambleas/${a.id}/poderes`, 'asambleas.poderes.otorgar', { id: a.id }, body),
        verify: async (res) =>
          expect(await t.db.asambleaPoder.count({ where: { asambleaId: a.id } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'asambleas.poderes.list',
    expected: COMMUNITY,
    build: async () => {
      const a = await leida();
      return get(`/api/asambleas/${a.id}/poderes`, 'asambleas.poderes.list', { id: a.id });
    },
  },
  ...(['validar', 'rechazar', 'revocar'] as const).map((accion): MatrixCase => ({
    name: `asambleas.poderes.${accion}`,
    expected: MANAGE,
    build: async () => {
      const p = await poder(accion === 'revocar' ? 'validado' : 'recibido');
      const hacia = { validar: 'validado', rechazar: 'rechazado', revocar: 'revocado' }[accion];
      return {
        ...put(`/api/poderes/${p.id}/${accion}`, `asambleas.poderes.${accion}`, { id: p.id }),
        verify: async (res) =>
          expect((await t.db.asambleaPoder.findUniqueOrThrow({ where: { id: p.id } })).estado).toBe(
            res.status === 200 ? hacia : p.estado,
          ),
      };
    },
  })),
  {
    name: 'asambleas.asistencias.create',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea({ fechaHora: new Date(Date.now() + HOUR) });
      return {
        ...post(
          `/api/asambleas/${a.id}/asistencias`,
          'asambleas.asistencias.create',
          { id: a.id },
          { apartamentoId: x.unitA.id },
        ),
        verify: async (res) =>
          expect(await t.db.asambleaAsistencia.count({ where: { asambleaId: a.id } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'asambleas.asistencias.registrarSalida',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea({ presentes: true });
      const asistencia = await t.db.asambleaAsistencia.findFirstOrThrow({ where: { asambleaId: a.id } });
      return {
        ...put(`/api/asistencias/${asistencia.id}/salida`, 'asambleas.asistencias.registrarSalida', { id: asistencia.id }),
        verify: async (res) =>
          expect((await t.db.asambleaAsistencia.findUniqueOrThrow({ where: { id: asistencia.id } })).salidaEn === null).toBe(
            res.status !== 200,
          ),
      };
    },
  },
  {
    // Whoever reads the asamblea gets a ticket for its event stream; a refusal stores none.
    name: 'asambleas.tickets.create',
    expected: COMMUNITY,
    build: async () => {
      const a = await leida();
      return {
        ...post(`/api/asambleas/${a.id}/eventos/ticket`, 'asambleas.tickets.create', { id: a.id }, {}),
        verify: async (res) => {
          if (res.status === 200) ticketsEmitidos++;
          expect(await t.db.oneTimeToken.count({ where: { purpose: 'asamblea_eventos' } })).toBe(ticketsEmitidos);
        },
      };
    },
  },
  {
    name: 'asambleas.quorum.get',
    expected: COMMUNITY,
    build: async () => {
      const a = await leida();
      return get(`/api/asambleas/${a.id}/quorum`, 'asambleas.quorum.get', { id: a.id });
    },
  },
  {
    name: 'asambleas.puntos.abrir',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea({ estado: 'en_curso' });
      return {
        ...put(`/api/puntos/${a.puntoId}/abrir`, 'asambleas.puntos.abrir', { id: a.puntoId }),
        verify: async (res) =>
          expect((await t.db.asambleaPunto.findUniqueOrThrow({ where: { id: a.puntoId } })).estado).toBe(
            res.status === 200 ? 'abierto' : 'pendiente',
          ),
      };
    },
  },
  {
    name: 'asambleas.puntos.cerrar',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea({ estado: 'en_curso', puntoEstado: 'abierto' });
      return {
        ...put(`/api/puntos/${a.puntoId}/cerrar`, 'asambleas.puntos.cerrar', { id: a.puntoId }),
        verify: async (res) =>
          expect((await t.db.asambleaPunto.findUniqueOrThrow({ where: { id: a.puntoId } })).estado).toBe(
            res.status === 200 ? 'cerrado' : 'abierto',
          ),
      };
    },
  },
  {
    name: 'asambleas.puntos.votar',
    expected: NOBODY,
    build: async () => {
      const a = await asamblea({ estado: 'en_curso', puntoEstado: 'abierto', presentes: true });
      return {
        ...post(
          `/api/puntos/${a.puntoId}/votos`,
          'asambleas.puntos.votar',
          { id: a.puntoId },
          { apartamentoId: x.unitA.id, opcion: 'si' },
        ),
        verify: async () => expect(await t.db.asambleaVoto.count({ where: { puntoId: a.puntoId } })).toBe(0),
      };
    },
  },
  {
    // Issue 26: the mesa records the room's votes; only the administration conducting the meeting.
    name: 'asambleas.mesa.votar',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea({ estado: 'en_curso', puntoEstado: 'abierto', presentes: true });
      return {
        ...post(
          `/api/puntos/${a.puntoId}/votos-mesa`,
          'asambleas.mesa.votar',
          { id: a.puntoId },
          { votos: [{ apartamentoId: x.unitA.id, opcion: 'si' }] },
        ),
        verify: async (res) =>
          expect(await t.db.asambleaVoto.count({ where: { puntoId: a.puntoId, via: 'mesa' } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    // Issue 26: the administration designates the secretario who records the room's votes.
    name: 'asambleas.secretario.designar',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea({ estado: 'convocada' });
      return {
        ...put(
          `/api/asambleas/${a.id}/secretario`,
          'asambleas.secretario.designar',
          { id: a.id },
          { userId: x.users.consejoA.user.id },
        ),
        verify: async (res) =>
          expect((await t.db.asamblea.findUniqueOrThrow({ where: { id: a.id } })).secretarioId).toBe(
            res.status === 200 ? x.users.consejoA.user.id : null,
          ),
      };
    },
  },
  {
    name: 'asambleas.mesa.list',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea({ estado: 'en_curso', puntoEstado: 'abierto', presentes: true });
      return get(`/api/puntos/${a.puntoId}/votos-mesa`, 'asambleas.mesa.list', { id: a.puntoId });
    },
  },
  {
    name: 'asambleas.votos.list',
    expected: COMMUNITY,
    build: async () => {
      const a = await leida();
      return get(`/api/puntos/${a.puntoId}/votos`, 'asambleas.votos.list', { id: a.puntoId });
    },
  },
  {
    name: 'asambleas.resultados.get',
    expected: COMMUNITY,
    build: async () => {
      const a = await leida();
      return get(`/api/puntos/${a.puntoId}/resultados`, 'asambleas.resultados.get', { id: a.puntoId });
    },
  },
  {
    name: 'asambleas.evidencia.get',
    expected: COMMUNITY,
    build: async () => {
      const a = await leida();
      return get(`/api/asambleas/${a.id}/evidencia`, 'asambleas.evidencia.get', { id: a.id });
    },
  },
  {
    name: 'asambleas.acta.get',
    expected: COMMUNITY,
    build: async () => {
      const a = await leida();
      return get(`/api/asambleas/${a.id}/acta`, 'asambleas.acta.get', { id: a.id });
    },
  },
  {
    name: 'asambleas.acta.pdf',
    expected: COMMUNITY,
    build: async () => {
      const a = await leida();
      return get(`/api/asambleas/${a.id}/acta.pdf`, 'asambleas.acta.pdf', { id: a.id });
    },
  },
  {
    name: 'asambleas.acta.update',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea({ estado: 'cerrada' });
      return {
        ...put(
          `/api/asambleas/${a.id}/acta`,
          'asambleas.acta.update',
          { id: a.id },
          { presidente: 'Presidenta', secretario: 'Secretario' },
        ),
        verify: async (res) =>
          expect((await t.db.asamblea.findUniqueOrThrow({ where: { id: a.id } })).actaPresidente).toBe(
            res.status === 200 ? 'Presidenta' : null,
          ),
      };
    },
  },
  {
    name: 'asambleas.acta.publicar',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea({ estado: 'cerrada', firmada: true });
      return {
        ...put(`/api/asambleas/${a.id}/acta/publicar`, 'asambleas.acta.publicar', { id: a.id }),
        verify: cambia(a.id, 'acta_publicada', 'cerrada'),
      };
    },
  },
  {
    name: 'asambleas.impugnar',
    expected: MANAGE,
    build: async () => {
      const a = await asamblea({ estado: 'acta_publicada', firmada: true, puntoEstado: 'cerrado' });
      return {
        ...post(
          `/api/asambleas/${a.id}/impugnaciones`,
          'asambleas.impugnar',
          { id: a.id },
          { puntoIds: [a.puntoId], radicado: 'R-1', juzgado: 'Juzgado 1' },
        ),
        verify: async (res) =>
          expect(await t.db.asambleaImpugnacion.count({ where: { asambleaId: a.id } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
];

/**
 * Subscriptions, tRPC only: their REST equivalent is the SSE route GET /asambleas/{id}/eventos (tested in
 * asambleas-eventos.test.ts). A refusal arrives inside the stream (tRPC answers 200 and sends a
 * serialized-error event); its httpStatus is what counts. Allowed: the first event (the snapshot).
 */
const subscriptionCases: { name: string; expected: Expectation; input: () => Promise<Record<string, unknown>> }[] = [
  { name: 'asambleas.eventos', expected: COMMUNITY, input: async () => ({ id: (await leida()).id }) },
];

/**
 * The poder's mailed link binds only the account of the email it was sent to (poder-acceptance.test.ts):
 * any other caller, whatever their role, gets 403 with the reason (sign in with that email's account) and
 * binds nothing; anonymous 401.
 */
const enlaceCases = (['consultar', 'aceptar'] as const).map((accion) => ({
  name: `asambleas.poderes.${accion}`,
  path: `/api/poderes/${accion}`,
}));

async function subscriptionStatus(
  procedure: string,
  input: Record<string, unknown>,
  token: string | undefined,
): Promise<{ status: number; message?: string }> {
  const headers: Record<string, string> = { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await t.app.request(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers });
  if (response.status !== 200 || !response.body) return { status: response.status };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) throw new Error(`${procedure}: the stream ended without an event`);
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event === 'serialized-error') {
          const error = JSON.parse(data!) as { message: string; data: { httpStatus: number } };
          return { status: error.data.httpStatus, message: error.message };
        }
        if (!event && /^id: /m.test(block)) return { status: 200 };
      }
    }
  } finally {
    await reader.cancel();
  }
}

describe('asambleas authorisation matrix (both facades)', () => {
  it('covers every procedure of the asambleas router', () => {
    const procedures = Object.keys(asambleasRouter._def.procedures).map((p) => `asambleas.${p}`);
    expect([...cases, ...subscriptionCases, ...enlaceCases].map((c) => c.name).sort()).toEqual(procedures.sort());
  });

  it.each(enlaceCases)('$name (a poder mailed to someone else)', async ({ name, path }) => {
    const mismatches: string[] = [];
    for (const actor of ACTORS) {
      for (const facade of ['rest', 'trpc'] as const) {
        const p = await poderPorAceptar();
        const token = x.tokens[actor];
        const res =
          facade === 'rest'
            ? await t.rest('POST', path, { token, body: { token: p.token } })
            : await t.trpc('mutation', name, { token: p.token }, token);
        const expected = actor === 'anonymous' ? 401 : 403;
        if (res.status !== expected) mismatches.push(`${actor} via ${facade}: ${res.status} (expected ${expected})`);
        else if (expected === 403)
          expect(facade === 'rest' ? res.body.message : res.body.error.message).toBe(ASAMBLEA_MSG.poderOtroCorreo);
        expect((await t.db.asambleaPoder.findUniqueOrThrow({ where: { id: p.id } })).apoderadoUserId).toBeNull();
      }
    }
    expect(mismatches).toEqual([]);
  });

  it.each(subscriptionCases)('$name (subscription, tRPC only)', async ({ name, expected, input }) => {
    const mismatches: string[] = [];
    for (const actor of ACTORS) {
      const res = await subscriptionStatus(name, await input(), x.tokens[actor]);
      if (res.status !== expected[actor])
        mismatches.push(`${actor}: ${res.status} (expected ${expected[actor]}) ${res.message ?? ''}`);
      else if (res.status === 403) expect(res.message).toBe('No tienes permiso para realizar esta acción');
    }
    expect(mismatches).toEqual([]);
  });

  it.each(cases)('$name', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });

  // Issue 26: with the consejera designated secretario, the mesa is hers too (and still nobody else's).
  const SECRETARIA = allow('adminA', 'superAdmin', 'consejoA');
  const conSecretaria = async () => {
    const a = await asamblea({ estado: 'en_curso', puntoEstado: 'abierto', presentes: true });
    await t.db.asamblea.update({ where: { id: a.id }, data: { secretarioId: x.users.consejoA.user.id } });
    return a;
  };
  it.each<MatrixCase>([
    {
      name: 'asambleas.mesa.votar',
      expected: SECRETARIA,
      build: async () => {
        const a = await conSecretaria();
        return {
          ...post(
            `/api/puntos/${a.puntoId}/votos-mesa`,
            'asambleas.mesa.votar',
            { id: a.puntoId },
            { votos: [{ apartamentoId: x.unitA.id, opcion: 'si' }] },
          ),
          verify: async (res) =>
            expect(await t.db.asambleaVoto.count({ where: { puntoId: a.puntoId, via: 'mesa' } })).toBe(
              res.status === 200 ? 1 : 0,
            ),
        };
      },
    },
    {
      name: 'asambleas.mesa.list',
      expected: SECRETARIA,
      build: async () => {
        const a = await conSecretaria();
        return get(`/api/puntos/${a.puntoId}/votos-mesa`, 'asambleas.mesa.list', { id: a.puntoId });
      },
    },
  ])('$name with a designated secretario', async (testCase) => {
    expect(await runMatrixCase(t, x, testCase)).toEqual([]);
  });

  it('answers 404 for unknown ids before anything else', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of [`/api/asambleas/${unknown}`, `/api/asambleas/${unknown}/acta`, `/api/puntos/${unknown}/resultados`]) {
      expect((await t.rest('GET', path, { token: x.tokens.adminB })).status).toBe(404);
    }
    expect((await t.rest('PUT', `/api/poderes/${unknown}/validar`, { token: x.tokens.adminB })).status).toBe(404);
    expect((await t.rest('PUT', `/api/asistencias/${unknown}/salida`, { token: x.tokens.adminB })).status).toBe(404);
  });

  it('documents every asambleas path in the OpenAPI document', async () => {
    const doc = await t.rest('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/ph/{id}/asambleas',
        '/ph/{id}/asambleas/configuracion',
        '/asambleas/{id}',
        '/asambleas/{id}/convocar',
        '/asambleas/{id}/adhesiones',
        '/asambleas/{id}/padron',
        '/asambleas/{id}/instalar',
        '/asambleas/{id}/sin-quorum',
        '/asambleas/{id}/cerrar',
        '/asambleas/{id}/cancelar',
        '/asambleas/{id}/secretario',
        '/asambleas/{id}/poderes',
        '/poderes/consultar',
        '/poderes/aceptar',
        '/poderes/{id}/validar',
        '/poderes/{id}/rechazar',
        '/poderes/{id}/revocar',
        '/asambleas/{id}/asistencias',
        '/asistencias/{id}/salida',
        '/asambleas/{id}/quorum',
        '/asambleas/{id}/eventos/ticket',
        '/asambleas/{id}/eventos',
        '/puntos/{id}/abrir',
        '/puntos/{id}/cerrar',
        '/puntos/{id}/votos',
        '/puntos/{id}/votos-mesa',
        '/puntos/{id}/resultados',
        '/asambleas/{id}/evidencia',
        '/asambleas/{id}/acta',
        '/asambleas/{id}/acta.pdf',
        '/asambleas/{id}/acta/publicar',
        '/asambleas/{id}/impugnaciones',
      ]),
    );
  });
});
