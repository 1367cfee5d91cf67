// The authorisation matrix: every procedure of the property side × every kind of caller, on both
// facades. Writes that a caller may not make must leave no trace; reads must not leak another complex.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { INVITATION_TTL_MS } from '@horizonte/contracts';

import { generateToken, hashToken } from '../src/lib/tokens.ts';
import { startTestApp, type JsonResponse, type TestApp } from './support/index.ts';
import {
  ACTORS,
  createPreregistro,
  createProperty,
  createResidente,
  createTenants,
  createUnit,
  nextId,
  type ActorName,
  type Tenants,
} from './support/tenants.ts';

let t: TestApp;
let x: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  x = await createTenants(t.db);
});
afterAll(async () => {
  await t?.close();
});

type Expectation = Record<ActorName, number>;

/** Builds an expectation: the listed callers get 200, anonymous 401, everyone else 403. */
function allow(...allowed: ActorName[]): Expectation {
  return Object.fromEntries(ACTORS.map((a) => [a, a === 'anonymous' ? 401 : allowed.includes(a) ? 200 : 403])) as Expectation;
}
const PUBLIC = Object.fromEntries(ACTORS.map((a) => [a, 200])) as Expectation;
const MANAGE = allow('adminA', 'superAdmin');
const COMMUNITY = allow('adminA', 'consejoA', 'superAdmin', 'soporte');
const SIGNED_IN = allow(...ACTORS.filter((a) => a !== 'anonymous'));

interface Call {
  rest: { method: string; path: string; body?: unknown };
  trpc: { kind: 'query' | 'mutation'; procedure: string; input?: unknown };
  /** Runs after every call: a refused write must have changed nothing, an allowed one must show. */
  verify?: (res: JsonResponse) => Promise<void>;
  /** Runs after an allowed read: what it returned must belong to the caller's scope. */
  inspect?: (actor: ActorName, data: any) => void; // eslint-disable-line @typescript-eslint/no-explicit-any
}

interface Case {
  name: string;
  expected: Expectation;
  /** Builds one call; fresh targets when the call consumes them (deletes, decisions, acceptances). */
  build: () => Promise<Call> | Call;
}

const phBody = () => {
  const n = nextId();
  return {
    nombre: `Conjunto Matriz ${n}`,
    nit: `8${String(n).padStart(8, '0')}`,
    direccion: 'Calle 1 # 2-3',
    ciudad: 'Cali',
    identificador: `mx${n}`,
  };
};

async function freshInvitationToken(phId: string): Promise<string> {
  const token = generateToken();
  await t.db.invitation.create({
    data: {
      phId,
      email: `invitado${nextId()}@example.com`,
      rol: 'residente',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    },
  });
  return token;
}

const cases: Case[] = [
  {
    name: 'ph.list',
    expected: SIGNED_IN,
    build: () => ({
      rest: { method: 'GET', path: '/api/ph?pageSize=100' },
      trpc: { kind: 'query', procedure: 'ph.list', input: { pageSize: 100 } },
      inspect: (actor, data) => {
        const ids = data.properties.map((p: { id: string }) => p.id);
        if (actor === 'adminB' || actor === 'noRole') expect(ids).not.toContain(x.phA.id);
        if (actor === 'adminA' || actor === 'consejoA' || actor === 'residenteA') expect(ids).not.toContain(x.phB.id);
        if (['superAdmin', 'soporte', 'comercial'].includes(actor))
          expect(ids).toEqual(expect.arrayContaining([x.phA.id, x.phB.id]));
      },
    }),
  },
  {
    name: 'ph.get',
    expected: allow('adminA', 'consejoA', 'residenteA', 'superAdmin', 'soporte', 'comercial'),
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}` },
      trpc: { kind: 'query', procedure: 'ph.get', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'ph.create',
    expected: allow('noRole', 'adminA', 'adminB', 'consejoA', 'residenteA', 'superAdmin'),
    build: () => {
      const body = phBody();
      return {
        rest: { method: 'POST', path: '/api/ph', body },
        trpc: { kind: 'mutation', procedure: 'ph.create', input: body },
        verify: async (res) => {
          const created = await t.db.pH.count({ where: { identificador: body.identificador } });
          expect(created).toBe(res.status === 200 ? 1 : 0);
          // The creator became admin of the new property: undo it so later cases see the original roles.
          await t.db.userRole.deleteMany({ where: { ph: { identificador: body.identificador } } });
        },
      };
    },
  },
  {
    name: 'ph.update',
    expected: MANAGE,
    build: () => {
      const body = {
        nombre: 'Conjunto A',
        nit: x.phA.nit,
        direccion: 'Avenida Nueva 1',
        ciudad: 'Medellín',
        identificador: x.phA.identificador,
      };
      return {
        rest: { method: 'PUT', path: `/api/ph/${x.phA.id}`, body },
        trpc: { kind: 'mutation', procedure: 'ph.update', input: { id: x.phA.id, ...body } },
        verify: async (res) => {
          if (res.status === 200) await t.db.pH.update({ where: { id: x.phA.id }, data: { direccion: x.phA.direccion } });
          expect((await t.db.pH.findUniqueOrThrow({ where: { id: x.phA.id } })).direccion).toBe(x.phA.direccion);
        },
      };
    },
  },
  {
    name: 'ph.delete',
    expected: MANAGE,
    build: async () => {
      const ph = await createProperty(t.db, 'Por borrar', x.users.adminA.user.id);
      return {
        rest: { method: 'DELETE', path: `/api/ph/${ph.id}` },
        trpc: { kind: 'mutation', procedure: 'ph.delete', input: { id: ph.id } },
        verify: async (res) => {
          const row = await t.db.pH.findUniqueOrThrow({ where: { id: ph.id } });
          expect(row.deletedAt !== null).toBe(res.status === 200);
        },
      };
    },
  },
  {
    name: 'ph.restore',
    expected: allow('superAdmin'),
    build: async () => {
      const ph = await createProperty(t.db, 'Por restaurar', x.users.adminA.user.id);
      await t.db.pH.update({ where: { id: ph.id }, data: { deletedAt: new Date() } });
      return {
        rest: { method: 'PUT', path: `/api/ph/${ph.id}/restaurar` },
        trpc: { kind: 'mutation', procedure: 'ph.restore', input: { id: ph.id } },
        verify: async (res) => {
          const row = await t.db.pH.findUniqueOrThrow({ where: { id: ph.id } });
          expect(row.deletedAt === null).toBe(res.status === 200);
        },
      };
    },
  },
  {
    name: 'ph.byIdentificador',
    expected: PUBLIC,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph-por-identificador/${x.phA.identificador}` },
      trpc: { kind: 'query', procedure: 'ph.byIdentificador', input: { identificador: x.phA.identificador } },
      inspect: (_actor, data) =>
        expect(Object.keys(data.property).sort()).toEqual(['ciudad', 'direccion', 'id', 'identificador', 'nombre']),
    }),
  },
  {
    name: 'ph.byIdentificadorAlias',
    expected: PUBLIC,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/identificador/${x.phA.identificador}` },
      trpc: { kind: 'query', procedure: 'ph.byIdentificadorAlias', input: { identificador: x.phA.identificador } },
      inspect: (_actor, data) =>
        expect(Object.keys(data.property).sort()).toEqual(['ciudad', 'direccion', 'id', 'identificador', 'nombre']),
    }),
  },
  {
    name: 'ph.stats',
    expected: allow('adminA', 'consejoA', 'superAdmin', 'soporte', 'comercial'),
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/estadisticas` },
      trpc: { kind: 'query', procedure: 'ph.stats', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'platform.stats',
    expected: allow('adminA', 'adminB', 'superAdmin', 'soporte', 'comercial'),
    build: () => ({ rest: { method: 'GET', path: '/api/stats' }, trpc: { kind: 'query', procedure: 'platform.stats' } }),
  },
  {
    name: 'platform.pendientes',
    expected: COMMUNITY,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/pendientes` },
      trpc: { kind: 'query', procedure: 'platform.pendientes', input: { id: x.phA.id } },
      // Support staff read the community but not the debts.
      inspect: (actor, data) => expect(data.carteraVencida === null).toBe(actor === 'soporte'),
    }),
  },
  {
    name: 'platform.reporteTesoreria',
    expected: allow('adminA', 'adminB', 'consejoA', 'superAdmin'),
    build: () => ({
      rest: { method: 'GET', path: '/api/reportes/tesoreria' },
      trpc: { kind: 'query', procedure: 'platform.reporteTesoreria' },
    }),
  },
  {
    name: 'system.estado',
    expected: allow('adminA', 'adminB', 'superAdmin', 'soporte'),
    build: () => ({ rest: { method: 'GET', path: '/api/sistema/estado' }, trpc: { kind: 'query', procedure: 'system.estado' } }),
  },
  {
    name: 'apartamentos.list',
    expected: COMMUNITY,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/apartamentos` },
      trpc: { kind: 'query', procedure: 'apartamentos.list', input: { id: x.phA.id } },
      inspect: (_actor, data) => expect(data.apartamentos.every((a: { phId: string }) => a.phId === x.phA.id)).toBe(true),
    }),
  },
  {
    name: 'apartamentos.mios.list',
    expected: allow('adminA', 'consejoA', 'residenteA', 'superAdmin', 'soporte', 'comercial'),
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/mis-apartamentos` },
      trpc: { kind: 'query', procedure: 'apartamentos.mios.list', input: { id: x.phA.id } },
      inspect: (actor, data) =>
        expect(data.apartamentos.map((a: { id: string }) => a.id)).toEqual(actor === 'residenteA' ? [x.unitA.id] : []),
    }),
  },
  {
    name: 'apartamentos.create',
    expected: MANAGE,
    build: () => {
      const numero = `N${nextId()}`;
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/apartamentos`, body: { numero, coeficiente: 0 } },
        trpc: { kind: 'mutation', procedure: 'apartamentos.create', input: { id: x.phA.id, numero, coeficiente: 0 } },
        verify: async (res) => expect(await t.db.apartamento.count({ where: { numero } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'apartamentos.update',
    expected: MANAGE,
    build: () => {
      const piso = nextId();
      const body = { torre: '1', numero: '101', piso, coeficiente: 1 };
      return {
        rest: { method: 'PUT', path: `/api/apartamentos/${x.unitA.id}`, body },
        trpc: { kind: 'mutation', procedure: 'apartamentos.update', input: { id: x.unitA.id, ...body } },
        verify: async (res) =>
          expect((await t.db.apartamento.findUniqueOrThrow({ where: { id: x.unitA.id } })).piso === piso).toBe(
            res.status === 200,
          ),
      };
    },
  },
  {
    name: 'apartamentos.delete',
    expected: MANAGE,
    build: async () => {
      const unit = await createUnit(t.db, x.phA.id);
      return {
        rest: { method: 'DELETE', path: `/api/apartamentos/${unit.id}` },
        trpc: { kind: 'mutation', procedure: 'apartamentos.delete', input: { id: unit.id } },
        verify: async (res) => expect(await t.db.apartamento.count({ where: { id: unit.id } })).toBe(res.status === 200 ? 0 : 1),
      };
    },
  },
  {
    name: 'residentes.list',
    expected: allow('adminA', 'consejoA', 'residenteA', 'superAdmin', 'soporte'),
    build: () => ({
      rest: { method: 'GET', path: `/api/apartamentos/${x.unitA.id}/residentes` },
      trpc: { kind: 'query', procedure: 'residentes.list', input: { id: x.unitA.id } },
      inspect: (_actor, data) =>
        expect(data.residentes.every((r: { apartamentoId: string }) => r.apartamentoId === x.unitA.id)).toBe(true),
    }),
  },
  {
    name: 'residentes.create',
    expected: MANAGE,
    build: () => {
      const n = nextId();
      const body = {
        nombre: `Nuevo ${n}`,
        tipo_documento: 'CC',
        numero_documento: `3${n}`,
        email: `nuevo${n}@example.com`,
        tipo: 'arrendatario',
      };
      return {
        rest: { method: 'POST', path: `/api/apartamentos/${x.unitA.id}/residentes`, body },
        trpc: { kind: 'mutation', procedure: 'residentes.create', input: { id: x.unitA.id, ...body } },
        verify: async (res) =>
          expect(await t.db.residente.count({ where: { email: body.email } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'residentes.permisos.update',
    expected: MANAGE,
    build: async () => {
      const record = await createResidente(t.db, x.unitA2.id);
      return {
        rest: { method: 'PUT', path: `/api/residentes/${record.id}/permisos`, body: { permisos: ['pagos'] } },
        trpc: { kind: 'mutation', procedure: 'residentes.permisos.update', input: { id: record.id, permisos: ['pagos'] } },
        verify: async (res) => {
          const { permisos } = await t.db.residente.findUniqueOrThrow({ where: { id: record.id } });
          expect(permisos).toEqual(res.status === 200 ? ['pagos'] : record.permisos);
        },
      };
    },
  },
  {
    name: 'residentes.delete',
    expected: MANAGE,
    build: async () => {
      const record = await createResidente(t.db, x.unitA2.id);
      return {
        rest: { method: 'DELETE', path: `/api/residentes/${record.id}` },
        trpc: { kind: 'mutation', procedure: 'residentes.delete', input: { id: record.id } },
        verify: async (res) => expect(await t.db.residente.count({ where: { id: record.id } })).toBe(res.status === 200 ? 0 : 1),
      };
    },
  },
  {
    name: 'invitations.invite',
    expected: MANAGE,
    build: () => {
      const email = `invitado${nextId()}@example.com`;
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/invite`, body: { email, rol: 'residente' } },
        trpc: { kind: 'mutation', procedure: 'invitations.invite', input: { id: x.phA.id, email, rol: 'residente' } },
        verify: async (res) => expect(await t.db.invitation.count({ where: { email } })).toBe(res.status === 200 ? 1 : 0),
      };
    },
  },
  {
    name: 'invitations.list',
    expected: allow('adminA', 'superAdmin', 'soporte'),
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/invitations` },
      trpc: { kind: 'query', procedure: 'invitations.list', input: { id: x.phA.id } },
    }),
  },
  {
    name: 'invitations.revoke',
    expected: MANAGE,
    build: async () => {
      const invitation = await t.db.invitation.create({
        data: {
          phId: x.phA.id,
          email: `revocar${nextId()}@example.com`,
          rol: 'residente',
          tokenHash: hashToken(generateToken()),
          expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        },
      });
      return {
        rest: { method: 'PUT', path: `/api/ph/${x.phA.id}/invitations/${invitation.id}/revoke` },
        trpc: { kind: 'mutation', procedure: 'invitations.revoke', input: { id: x.phA.id, invitationId: invitation.id } },
        verify: async (res) =>
          expect((await t.db.invitation.findUniqueOrThrow({ where: { id: invitation.id } })).status).toBe(
            res.status === 200 ? 'revocada' : 'pendiente',
          ),
      };
    },
  },
  {
    name: 'invitations.preview',
    expected: PUBLIC,
    build: async () => {
      const token = await freshInvitationToken(x.phA.id);
      return {
        rest: { method: 'POST', path: '/api/invitations/preview', body: { token } },
        trpc: { kind: 'mutation', procedure: 'invitations.preview', input: { token } },
      };
    },
  },
  {
    name: 'invitations.accept',
    expected: PUBLIC,
    build: async () => {
      const n = nextId();
      const body = {
        token: await freshInvitationToken(x.phA.id),
        password: 'Clave-Nueva-1',
        nombre: `Invitado ${n}`,
        tipo_documento: 'CC',
        numero_documento: `4${n}`,
      };
      return {
        rest: { method: 'POST', path: '/api/invitations/accept', body },
        trpc: { kind: 'mutation', procedure: 'invitations.accept', input: body },
      };
    },
  },
  {
    name: 'preregistros.create',
    expected: PUBLIC,
    build: async () => {
      await t.db.rateLimitBucket.deleteMany(); // the matrix sends more than one IP may in 15 minutes
      const n = nextId();
      const body = { nombre: `Aspirante ${n}`, tipoDocumento: 'CC', numeroDocumento: `6${n}`, email: `pre${n}@example.com` };
      return {
        rest: { method: 'POST', path: `/api/ph/${x.phA.id}/preregistro`, body },
        trpc: { kind: 'mutation', procedure: 'preregistros.create', input: { id: x.phA.id, ...body } },
      };
    },
  },
  {
    name: 'preregistros.list',
    expected: COMMUNITY,
    build: () => ({
      rest: { method: 'GET', path: `/api/ph/${x.phA.id}/preregistros` },
      trpc: { kind: 'query', procedure: 'preregistros.list', input: { id: x.phA.id } },
      inspect: (_actor, data) => expect(data.preregistros.every((p: { phId: string }) => p.phId === x.phA.id)).toBe(true),
    }),
  },
  ...(['approve', 'reject'] as const).map((decision): Case => ({
    name: `preregistros.${decision}`,
    expected: MANAGE,
    build: async () => {
      const pre = await createPreregistro(t.db, x.phA.id);
      return {
        rest: { method: 'PUT', path: `/api/ph/${x.phA.id}/preregistros/${pre.id}/${decision}`, body: {} },
        trpc: { kind: 'mutation', procedure: `preregistros.${decision}`, input: { id: x.phA.id, preId: pre.id } },
        verify: async (res) => {
          const { status } = await t.db.preregistro.findUniqueOrThrow({ where: { id: pre.id } });
          expect(status).toBe(res.status === 200 ? (decision === 'approve' ? 'aprobado' : 'rechazado') : 'pendiente');
        },
      };
    },
  })),
];

async function run(
  call: Call,
  facade: 'rest' | 'trpc',
  token: string | undefined,
): Promise<{ res: JsonResponse; data: unknown }> {
  if (facade === 'rest') {
    const res = await t.rest(call.rest.method, call.rest.path, { body: call.rest.body, token });
    return { res, data: res.body };
  }
  const res = await t.trpc(call.trpc.kind, call.trpc.procedure, call.trpc.input, token);
  return { res, data: res.body?.result?.data };
}

describe('authorisation matrix (both facades)', () => {
  it('covers every procedure of the property side', () => {
    const names = new Set(cases.map((c) => c.name));
    expect([...names].sort()).toEqual(
      [
        'apartamentos.create',
        'apartamentos.delete',
        'apartamentos.list',
        'apartamentos.mios.list',
        'apartamentos.update',
        'invitations.accept',
        'invitations.invite',
        'invitations.list',
        'invitations.preview',
        'invitations.revoke',
        'ph.byIdentificador',
        'ph.byIdentificadorAlias',
        'ph.create',
        'ph.delete',
        'ph.get',
        'ph.list',
        'ph.restore',
        'ph.stats',
        'ph.update',
        'platform.pendientes',
        'platform.reporteTesoreria',
        'platform.stats',
        'preregistros.approve',
        'preregistros.create',
        'preregistros.list',
        'preregistros.reject',
        'residentes.create',
        'residentes.delete',
        'residentes.list',
        'residentes.permisos.update',
        'system.estado',
      ].sort(),
    );
  });

  it.each(cases)('$name', async (testCase) => {
    const mismatches: string[] = [];
    for (const actor of ACTORS) {
      for (const facade of ['rest', 'trpc'] as const) {
        const call = await testCase.build();
        const { res, data } = await run(call, facade, x.tokens[actor]);
        if (res.status !== testCase.expected[actor]) {
          mismatches.push(
            `${actor} via ${facade}: ${res.status} (expected ${testCase.expected[actor]}) ${JSON.stringify(res.body).slice(0, 160)}`,
          );
          continue;
        }
        if (res.status === 403) {
          const message = facade === 'rest' ? res.body.message : res.body.error.message;
          expect(message).toBe('No tienes permiso para realizar esta acción');
        }
        await call.verify?.(res);
        if (res.status === 200) call.inspect?.(actor, data);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('no cross-tenant access through mixed ids', () => {
  it("refuses A's admin on B's unit, resident and preregistro, and on B's unit inside A's invitation", async () => {
    const token = x.tokens.adminA;
    const unitB = await t.rest('PUT', `/api/apartamentos/${x.unitB.id}`, { token, body: { numero: 'X', coeficiente: 1 } });
    expect(unitB.status).toBe(403);
    const residentB = await t.rest('DELETE', `/api/residentes/${x.residenteRecordB.id}`, { token });
    expect(residentB.status).toBe(403);
    const preB = await createPreregistro(t.db, x.phB.id);
    const viaA = await t.rest('PUT', `/api/ph/${x.phA.id}/preregistros/${preB.id}/approve`, { token, body: {} });
    expect(viaA.status).toBe(404);
    expect(viaA.body.message).toBe('El preregistro no existe');
    expect((await t.db.preregistro.findUniqueOrThrow({ where: { id: preB.id } })).status).toBe('pendiente');
    const invite = await t.rest('POST', `/api/ph/${x.phA.id}/invite`, {
      token,
      body: { email: 'cruzado@example.com', rol: 'residente', apartamentoId: x.unitB.id },
    });
    expect(invite.status).toBe(404);
    expect(invite.body.message).toBe('El apartamento no existe');
    expect(await t.db.residente.count({ where: { id: x.residenteRecordB.id } })).toBe(1);
  });

  it('refuses a resident the residents of a unit that is not theirs', async () => {
    const res = await t.trpc('query', 'residentes.list', { id: x.unitA2.id }, x.tokens.residenteA);
    expect(res.status).toBe(403);
  });

  it('answers 404 for ids that do not exist and 422 for ids that are not uuids', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const token = x.tokens.superAdmin;
    expect((await t.rest('GET', `/api/ph/${missing}`, { token })).body.message).toBe('Propiedad no encontrada');
    expect((await t.rest('GET', `/api/apartamentos/${missing}/residentes`, { token })).body.message).toBe(
      'El apartamento no existe',
    );
    const res = await t.rest('DELETE', `/api/residentes/${missing}`, { token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('El residente no existe');
    const bad = await t.rest('GET', '/api/ph/no-es-uuid', { token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(['El identificador del recurso no es válido']);
  });
});
