// Two complexes (A and B) with one unit each, and every kind of caller the authorisation matrix uses.
import { DEFAULT_PERMISOS } from '@horizonte/contracts';
import type { Database } from '@horizonte/db';

import { phSearchText } from '../../src/lib/text.ts';
import { createTestUser, type TestUser } from './sessions.ts';

export const ACTORS = [
  'anonymous',
  'noRole',
  'adminA',
  'adminB',
  'consejoA',
  'residenteA',
  'superAdmin',
  'soporte',
  'comercial',
] as const;
export type ActorName = (typeof ACTORS)[number];

let counter = 0;
/** A unique number for identificadores, NITs, documents and emails. */
export function nextId(): number {
  counter += 1;
  return counter;
}

/** Before each test file (test/support/per-file-setup.ts): its numbers start where they did in a fresh process. */
export function resetIds(): void {
  counter = 0;
}

export async function createProperty(db: Database, nombre: string, adminId?: string) {
  const n = nextId();
  const data = {
    nombre,
    nit: `9${String(n).padStart(8, '0')}`,
    direccion: `Calle ${n} # 1-2`,
    ciudad: 'Medellín',
    identificador: `ph${n}x`,
  };
  const ph = await db.pH.create({ data: { ...data, searchText: phSearchText(data) } });
  if (adminId) await db.userRole.create({ data: { userId: adminId, phId: ph.id, rol: 'admin' } });
  return ph;
}

export async function createUnit(db: Database, phId: string, numero = `U${nextId()}`) {
  return db.apartamento.create({ data: { phId, torre: '1', numero, coeficiente: 1 } });
}

export async function createResidente(db: Database, apartamentoId: string, userId: string | null = null) {
  const n = nextId();
  return db.residente.create({
    data: {
      apartamentoId,
      userId,
      nombre: `Residente ${n}`,
      tipoDocumento: 'CC',
      numeroDocumento: `7${n}`,
      email: `r${n}@example.com`,
      permisos: [...DEFAULT_PERMISOS],
    },
  });
}

export async function createPreregistro(db: Database, phId: string) {
  const n = nextId();
  return db.preregistro.create({
    data: { phId, nombre: `Aspirante ${n}`, tipoDocumento: 'CC', numeroDocumento: `5${n}`, email: `aspirante${n}@example.com` },
  });
}

export type Tenants = Awaited<ReturnType<typeof createTenants>>;

export async function createTenants(db: Database) {
  const adminA = await createTestUser(db, { nombre: 'Admin A' });
  const adminB = await createTestUser(db, { nombre: 'Admin B' });
  const phA = await createProperty(db, 'Conjunto A', adminA.user.id);
  const phB = await createProperty(db, 'Conjunto B', adminB.user.id);
  const unitA = await createUnit(db, phA.id, '101');
  const unitA2 = await createUnit(db, phA.id, '102');
  const unitB = await createUnit(db, phB.id, '101');
  const residenteA = await createTestUser(db, { nombre: 'Residente A', roles: [{ phId: phA.id, rol: 'residente' }] });
  const residenteRecordA = await createResidente(db, unitA.id, residenteA.user.id);
  const residenteRecordB = await createResidente(db, unitB.id);
  const users: Record<Exclude<ActorName, 'anonymous'>, TestUser> = {
    noRole: await createTestUser(db, { nombre: 'Sin Rol' }),
    adminA,
    adminB,
    consejoA: await createTestUser(db, { nombre: 'Consejo A', roles: [{ phId: phA.id, rol: 'consejo' }] }),
    residenteA,
    superAdmin: await createTestUser(db, { platformRole: 'SUPER_ADMIN' }),
    soporte: await createTestUser(db, { platformRole: 'SOPORTE' }),
    comercial: await createTestUser(db, { platformRole: 'COMERCIAL' }),
  };
  const tokens: Record<ActorName, string | undefined> = {
    anonymous: undefined,
    ...Object.fromEntries(Object.entries(users).map(([k, v]) => [k, v.token])),
  } as Record<ActorName, string | undefined>;
  return { phA, phB, unitA, unitA2, unitB, residenteRecordA, residenteRecordB, users, tokens };
}
