// The people search: trigram-ranked over name, email and document (pg_trgm on PostgreSQL and PGlite).
import { LOGIN_MAX_FAILURES_PER_EMAIL, type UsuarioFiltro } from '@horizonte/contracts';
import { Prisma, type DbClient } from '@horizonte/db';

import { likeLiteral, normalizeSearch } from '../../lib/text.ts';

/**
 * The searchable text of a user: exactly the expression of the GIN index users_search_trgm_idx
 * (migration 20261129100000_plataforma_usuarios), or the planner will not use it. Alias `u` for users.
 */
export const USUARIO_BUSQUEDA = Prisma.raw(
  `translate(lower(u.nombre || ' ' || u.email || ' ' || u.numero_documento), 'áéíóúüñàèìòù', 'aeiouunaeiou')`,
);

/** word_similarity from which a word counts as a match of the query. */
const SIMILITUD_MINIMA = 0.45;

export interface UsuarioFila {
  id: string;
  nombre: string;
  email: string;
  tipoDocumento: string;
  numeroDocumento: string;
  emailVerifiedAt: Date | null;
  platformRole: 'SUPER_ADMIN' | 'COMERCIAL' | 'SOPORTE' | null;
  bloqueado: boolean;
  createdAt: Date;
}

function condiciones(q: string | undefined, tipo: UsuarioFiltro | undefined): { where: Prisma.Sql; rank: Prisma.Sql } {
  const parts: Prisma.Sql[] = [];
  let rank = Prisma.empty;
  const texto = q ? normalizeSearch(q) : '';
  if (texto) {
    // A substring anywhere (a piece of a document number, an email's domain) or a similar word (a typo in a name).
    parts.push(Prisma.sql`(${USUARIO_BUSQUEDA} LIKE ${`%${likeLiteral(texto)}%`} OR ${USUARIO_BUSQUEDA} %> ${texto})`);
    rank = Prisma.sql`word_similarity(${texto}, ${USUARIO_BUSQUEDA}) DESC,`;
  }
  if (tipo === 'super') parts.push(Prisma.sql`u.platform_role IS NOT NULL`);
  else if (tipo)
    parts.push(
      Prisma.sql`EXISTS (SELECT 1 FROM user_roles r JOIN ph p ON p.id = r.ph_id AND p.deleted_at IS NULL
        WHERE r.user_id = u.id AND r.rol = ${tipo}::"Rol")`,
    );
  return { where: parts.length ? Prisma.sql`WHERE ${Prisma.join(parts, ' AND ')}` : Prisma.empty, rank };
}

export async function buscarUsuarios(
  db: DbClient,
  { q, tipo, skip, take }: { q?: string | undefined; tipo?: UsuarioFiltro | undefined; skip: number; take: number },
): Promise<{ filas: UsuarioFila[]; total: number }> {
  const { where, rank } = condiciones(q, tipo);
  return db.$transaction(async (tx) => {
    // A typo in a short surname scores about 0.5 against the whole text ('zulaga' in '… zuluaga …'):
    // pg_trgm's default threshold for `%>` (0.6) would miss it. For this transaction only.
    await tx.$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(SIMILITUD_MINIMA)}, true)`;
    const filas = await tx.$queryRaw<UsuarioFila[]>`
      SELECT u.id, u.nombre, u.email, u.tipo_documento::text AS "tipoDocumento", u.numero_documento AS "numeroDocumento",
             u.email_verified_at AS "emailVerifiedAt", u.platform_role::text AS "platformRole",
             EXISTS (SELECT 1 FROM usuario_bloqueos b WHERE b.user_id = u.id) AS bloqueado, u.created_at AS "createdAt"
      FROM users u ${where}
      ORDER BY ${rank} u.nombre, u.id
      LIMIT ${take} OFFSET ${skip}`;
    const [conteo] = await tx.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM users u ${where}`;
    return { filas, total: conteo?.total ?? 0 };
  });
}

/** rate-limiter-flexible's keys (`<keyPrefix>:<key>`) of auth/throttle.ts for an email: the pairs' prefix, the account's key. */
function clavesDeAcceso(email: string) {
  return {
    pares: `${likeLiteral(`login:account-ip:${email}|`)}%`,
    prefijo: `login:account-ip:${email}|`,
    cuenta: `login:account:${email}`,
  };
}

/** Login attempts counted against the account now, and the device/IP pairs the login limit holds back. */
export async function retencionesDeAcceso(
  db: DbClient,
  email: string,
  ahora: Date,
): Promise<{ intentos: number; retenciones: { ip: string; hasta: Date }[] }> {
  const { pares, prefijo, cuenta } = clavesDeAcceso(email);
  const vigente = ahora.getTime();
  const [filas, [conteo]] = await Promise.all([
    db.$queryRaw<{ key: string; expire: bigint }[]>`
      SELECT key, expire FROM rate_limit_buckets
      WHERE key LIKE ${pares} AND points >= ${LOGIN_MAX_FAILURES_PER_EMAIL} AND expire > ${vigente}
      ORDER BY expire DESC LIMIT 20`,
    db.$queryRaw<{ points: number }[]>`
      SELECT points FROM rate_limit_buckets WHERE key = ${cuenta} AND expire > ${vigente}`,
  ]);
  return {
    intentos: conteo?.points ?? 0,
    retenciones: filas.map((f) => ({ ip: f.key.slice(prefijo.length), hasta: new Date(Number(f.expire)) })),
  };
}

/**
 * Forgets the login limit's counts for the account (the «desbloquear»); answers how many device/IP pairs
 * it was holding back (the account-wide count only slows guessing down, it never refuses).
 */
export async function liberarRetenciones(db: DbClient, email: string, ahora: Date): Promise<number> {
  const { pares, cuenta } = clavesDeAcceso(email);
  const [conteo] = await db.$queryRaw<{ retenidas: number }[]>`
    SELECT count(*)::int AS retenidas FROM rate_limit_buckets
    WHERE key LIKE ${pares} AND points >= ${LOGIN_MAX_FAILURES_PER_EMAIL} AND expire > ${ahora.getTime()}`;
  await db.$executeRaw`DELETE FROM rate_limit_buckets WHERE key LIKE ${pares} OR key = ${cuenta}`;
  return conteo?.retenidas ?? 0;
}
