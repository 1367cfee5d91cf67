// The references of bench:hot, served by their own process (so its CPU is measured apart):
//   /bare            a bare Hono route
//   /select1         the same plus one `SELECT 1`
//   /limit/<route>   the same plus the route's own SQL through raw `pg` with named (prepared)
//                    statements: the session (one joined query) and the route's reads. This is the
//                    limit each real route is compared with.
// Run as a child: DATABASE_URL=postgresql://… | pglite:<dir> PORT=… node --import tsx bench/lib/hot-reference.ts
import { createHmac, randomUUID } from 'node:crypto';

import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import pg from 'pg';

import { Prisma, type RowOf, type TypedSql, type Zona } from '@horizonte/db';

import { auditInsert } from '../../apps/api/src/lib/audit.ts';
import { mails } from '../../apps/api/src/lib/mail/templates.ts';
import { countSql, pageSql } from '../../apps/api/src/lib/sql-page.ts';
import { normalizeSearch } from '../../apps/api/src/lib/text.ts';
import { hashToken } from '../../apps/api/src/lib/tokens.ts';
import { propertyAccessSql } from '../../apps/api/src/modules/access/guards.ts';
import { toApartamentoOutput } from '../../apps/api/src/modules/apartamentos/output.ts';
import { CANAL_ASAMBLEAS } from '../../apps/api/src/modules/asambleas/eventos/notifier.ts';
import { asambleasDetalleSql, asambleasLista } from '../../apps/api/src/modules/asambleas/listado.ts';
import { HASH_INICIAL, hashVoto, pesoDelVoto, votoCanonico } from '../../apps/api/src/modules/asambleas/votacion.ts';
import { comunicadosLista } from '../../apps/api/src/modules/comunicados/sql.ts';
import {
  documentosLista,
  documentosVersionesSql,
  type DocumentosWhere,
} from '../../apps/api/src/modules/documentos/consultar.ts';
import type { Inicio } from '../../apps/api/src/modules/inicio/leer.ts';
import { toInicioOutput } from '../../apps/api/src/modules/inicio/output.ts';
import { administracion } from '../../apps/api/src/modules/notificaciones/destinatarios.ts';
import { insertarNotificaciones } from '../../apps/api/src/modules/notificaciones/notificar.ts';
import { accesoSearchText, accesosLista } from '../../apps/api/src/modules/porteria/accesos.ts';
import { pqrsLista } from '../../apps/api/src/modules/pqrs/consultar.ts';
import { toPqrsOutput, type PqrsRow } from '../../apps/api/src/modules/pqrs/output.ts';
import { plazoDeRadicacion } from '../../apps/api/src/modules/pqrs/plazos.ts';
import { formatRadicado } from '../../apps/api/src/modules/pqrs/radicar.ts';
import {
  franjasDeZona,
  reservasDeVentanaSql,
  reservasLista,
  zonaConAccesoSql,
} from '../../apps/api/src/modules/reservas/consultar.ts';
import { encajeEnHorario, mesDe } from '../../apps/api/src/modules/reservas/horario.ts';
import { cancelableHasta, toZonaOutput, unidadDe } from '../../apps/api/src/modules/reservas/output.ts';
import { cuentaConAccesoSql, cuentaPermitida } from '../../apps/api/src/modules/tesoreria/access.ts';
import { armarCartera, totalesDeCarteraSql, unidadesDeCarteraSql } from '../../apps/api/src/modules/tesoreria/cartera.ts';
import {
  armarCuenta,
  cargosDeMovimientosSql,
  pagosDeCuentaSql,
  type FilasDeCuenta,
} from '../../apps/api/src/modules/tesoreria/estado-cuenta.ts';
import { cargoCuentaDeFila, cargosVivosSql, moraPendiente, tasasSql } from '../../apps/api/src/modules/tesoreria/ledger.ts';
import { motivoFechaPago, pagosAplicacionesSql, pagosLista } from '../../apps/api/src/modules/tesoreria/pagos.ts';
import { bogotaDate } from '../../packages/contracts/src/calendar/index.ts';
import {
  accesoCreateInput,
  actuaPorSusUnidades,
  aplicarPago,
  asambleaAdmite,
  carteraInput,
  DIAS_MORA_BLOQUEO,
  diasEntre,
  disponibilidadInput,
  escrituraBloqueadaPorSuspension,
  INICIO_PAGINAS,
  mayBookFor,
  mayOnProperty,
  mayOnReservas,
  mayOnTesoreria,
  mayRadicarPqrs,
  pagoCreateInput,
  porteriaAccess,
  PQRS_ESTADOS_ABIERTOS,
  PQRS_ESTADOS_POR_ATENDER,
  PQRS_SUBTIPO_LABELS,
  PQRS_TIPO_LABELS,
  pqrsCreateInput,
  puedeSerAsignado,
  puntoEnVotacion,
  reservaCreateInput,
  residentMay,
  tasaVigente,
  votoCreateInput,
  type HorarioItem,
  type Permiso,
  type PlanEstado,
  type ReservasAction,
  type Rol,
} from '../../packages/contracts/src/index.ts';
import { PGLITE_EXTENSIONS } from '../../packages/db/src/adapter.ts';

const { Decimal } = Prisma;

type Row = Record<string, unknown>;
type Run = (name: string, text: string, values?: unknown[], types?: pg.CustomTypesConfig) => Promise<Row[]>;
/** Runs `work` in one transaction on one connection (BEGIN … COMMIT, ROLLBACK when it throws). */
type Transaction = <T>(work: (run: Run) => Promise<T>) => Promise<T>;

async function openDatabase(url: string): Promise<{ run: Run; transaction: Transaction }> {
  if (url.startsWith('pglite:')) {
    const db = new PGlite(url.slice('pglite:'.length), { extensions: PGLITE_EXTENSIONS });
    await db.waitReady;
    return {
      run: async (_name, text, values) => (await db.query<Row>(text, values)).rows,
      transaction: (work) =>
        db.transaction((tx) => work(async (_name, text, values) => (await tx.query<Row>(text, values)).rows)),
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  return {
    run: async (name, text, values, types) => (await pool.query<Row>({ name, text, values, types })).rows,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(
          async (name, text, values, types) => (await client.query<Row>({ name, text, values, types })).rows,
        );
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

const SQL = {
  session: `SELECT s.id, s.user_id, s.last_used_at, s.expires_at, s.absolute_expires_at,
                   u.nombre, u.email, u.tipo_documento::text, u.numero_documento, u.password_hash, u.email_verified_at,
                   u.platform_role::text, u.created_at AS user_created_at, u.updated_at AS user_updated_at
            FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
  countMine: `SELECT count(*)::int AS n FROM ph p WHERE p.deleted_at IS NULL
              AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = $1 AND r.ph_id = p.id)`,
  listMine: `SELECT p.* FROM ph p WHERE p.deleted_at IS NULL
             AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = $1 AND r.ph_id = p.id)
             ORDER BY p.created_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
  countAll: `SELECT count(*)::int AS n FROM ph p WHERE p.deleted_at IS NULL`,
  listAll: `SELECT p.* FROM ph p WHERE p.deleted_at IS NULL ORDER BY p.created_at DESC, p.id DESC LIMIT $1 OFFSET $2`,
  ph: `SELECT * FROM ph WHERE id = $1 AND deleted_at IS NULL`,
  rolesIn: `SELECT rol::text FROM user_roles WHERE user_id = $1 AND ph_id = $2`,
  unitTotals: `SELECT count(*)::int AS n, sum(coeficiente) AS coeficiente FROM apartamentos WHERE ph_id = $1`,
  units: `SELECT a.*, a.tipo::text AS tipo, (SELECT count(*)::int FROM residentes r WHERE r.apartamento_id = a.id) AS residentes
          FROM apartamentos a WHERE a.ph_id = $1 ORDER BY a.torre, a.numero LIMIT $2 OFFSET $3`,
  primerCargo: `SELECT to_char(min(fecha), 'YYYY-MM-DD') AS desde FROM cargos WHERE ph_id = $1 AND estado <> 'borrador'`,
  lockConUnidad: `SELECT a.torre, a.numero FROM ph p JOIN apartamentos a ON a.ph_id = p.id AND a.id = $2
                  WHERE p.id = $1 FOR UPDATE OF p`,
  // The next recibo is read under the lock, in the statement that takes it; the applications and the
  // audit entry go with the pago.
  pagoConAuditoria: `WITH pago AS (
      INSERT INTO pagos (id, ph_id, apartamento_id, numero_recibo, valor, fecha, medio, referencia)
      SELECT $1::uuid, $2::uuid, $3::uuid, coalesce(max(numero_recibo), 0) + 1, $4, $5::date, $6::"MedioPago", $7
      FROM pagos WHERE ph_id = $2::uuid
      RETURNING numero_recibo),
    aplicaciones AS (
      INSERT INTO aplicaciones_pago (id, pago_id, cargo_id, valor, fecha)
      SELECT gen_random_uuid(), $1::uuid, a.cargo_id, a.valor, $5::date
      FROM unnest($8::uuid[], $9::int[]) AS a(cargo_id, valor)),
    auditoria AS (
      INSERT INTO audit_log (id, actor_id, ph_id, action, entity, entity_id, details)
      VALUES ($12::uuid, $10::uuid, $2::uuid, 'pago.create', 'pago', $1::text, $11::jsonb))
    SELECT numero_recibo FROM pago`,
  accesoConAuditoria: `WITH acceso AS (
      INSERT INTO accesos (id, ph_id, apartamento_id, nombre_visitante, documento, placa, autorizado_por, entrada_en,
                           registrado_por_id, search_text)
      SELECT $1::uuid, $2::uuid, a.id, $4, $5, $6, $7, now(), $8::uuid, $10
      FROM apartamentos a WHERE a.id = $3::uuid AND a.ph_id = $2::uuid
      RETURNING id, apartamento_id, entrada_en),
    auditoria AS (
      INSERT INTO audit_log (id, actor_id, ph_id, action, entity, entity_id, details)
      SELECT $9::uuid, $8::uuid, $2::uuid, 'acceso.entrada', 'acceso', $1::text,
             jsonb_build_object('apartamentoId', $3::text, 'autorizacionId', null) FROM acceso),
    n AS (
      INSERT INTO notificaciones (id, user_id, ph_id, tipo, titulo, cuerpo, enlace, creada)
      SELECT gen_random_uuid(), r.user_id, $2::uuid, 'visitante_en_porteria', $4 || ' está en portería',
             'Visita para ' || a.torre || '-' || a.numero || ', autorizada por ' || $7 || '.',
             '/ph/' || p.identificador || '/propietario/porteria', now()
      FROM (SELECT DISTINCT user_id FROM residentes WHERE apartamento_id = $3::uuid AND user_id IS NOT NULL) r
      JOIN apartamentos a ON a.id = $3::uuid JOIN ph p ON p.id = a.ph_id
      WHERE EXISTS (SELECT 1 FROM acceso)
      RETURNING id, EXISTS (SELECT 1 FROM push_suscripciones s WHERE s.user_id = notificaciones.user_id) AS con_push),
    j AS (INSERT INTO pgboss.job (name, data)
          SELECT 'notificaciones.entregar', jsonb_build_object('tipo', 'visitante_en_porteria', 'ids', jsonb_agg(n.id))
          FROM n WHERE n.con_push HAVING count(*) > 0)
    SELECT acceso.*, a.torre, a.numero FROM acceso JOIN apartamentos a ON a.id = acceso.apartamento_id`,
  roles: `SELECT r.rol::text, p.id, p.nombre, p.identificador FROM user_roles r JOIN ph p ON p.id = r.ph_id
          WHERE r.user_id = $1 AND p.deleted_at IS NULL ORDER BY p.nombre, r.rol`,
};

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
const toPh = (p: Row) => ({
  id: p.id,
  nombre: p.nombre,
  nit: p.nit,
  direccion: p.direccion,
  ciudad: p.ciudad,
  identificador: p.identificador,
  createdAt: iso(p.created_at),
  updatedAt: iso(p.updated_at),
});

const { run, transaction } = await openDatabase(process.env.DATABASE_URL!);

/**
 * One read route of each module (issue 13), as the route runs it after the session: its guard and
 * its page, total and related rows, built by the route's own exported SQL builders (so the limit runs
 * the same statements), as the admin of the complex on page 1.
 */
const PAGE = { page: 1, pageSize: 20 };
const FIRST = { skip: 0, take: 20 };
const sql = (name: string, query: Prisma.Sql) => run(name, query.text, query.values);
/** A typed statement of the API's own builders, run as a named statement (the rows as the API reads them). */
const rows = <R>(name: string, query: TypedSql<R>) => run(name, query.text, query.values, READS_TYPES) as Promise<R[]>;
// The values as the API's readRows parses them (packages/db/src/reads.ts): dates and timestamps as UTC,
// int8 as bigint, numeric as Decimal.
const READS_PARSERS: Record<number, (text: string) => unknown> = {
  20: (text) => BigInt(text),
  1114: (text) => new Date(`${text.replace(' ', 'T')}Z`),
  1082: (text) => new Date(`${text}T00:00:00Z`),
  1700: (text) => new Decimal(text),
};
const READS_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    READS_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
const idsOf = (rows: Row[]) => rows.map((r) => r.id as string);

/** [page, total, related rows]. */
type ModuleRead = (phId: string, userId: string) => Promise<[Row[], Row[], Row[]?]>;

const MODULE_READS: Record<string, ModuleRead> = {
  pagos: async (phId) => {
    const [rows, total] = await Promise.all([
      sql('hot_pagos_page', pageSql(pagosLista(phId, undefined), FIRST)),
      sql('hot_pagos_count', countSql(pagosLista(phId, undefined))),
    ]);
    return [rows, total, rows.length ? await sql('hot_pagos_aplicaciones', pagosAplicacionesSql(idsOf(rows))) : []];
  },
  pqrs: async (phId) => {
    const where = { phId, soloDe: null, vencidasAl: null, q: '' };
    return Promise.all([
      sql('hot_pqrs_page', pageSql(pqrsLista(where), FIRST)),
      sql('hot_pqrs_count', countSql(pqrsLista(where))),
    ]);
  },
  comunicados: async (phId, userId) =>
    Promise.all([
      sql('hot_comunicados_page', pageSql(comunicadosLista(phId, userId, null), FIRST)),
      sql('hot_comunicados_count', countSql(comunicadosLista(phId, userId, null))),
    ]),
  documentos: async (phId) => {
    const where: DocumentosWhere = {
      phId,
      visibles: ['todos', 'propietarios', 'consejo', 'administracion'],
      archivados: false,
      q: '',
    };
    const [rows, total] = await Promise.all([
      sql('hot_documentos_page', pageSql(documentosLista(where), FIRST)),
      sql('hot_documentos_count', countSql(documentosLista(where))),
    ]);
    return [rows, total, rows.length ? await sql('hot_documentos_versiones', documentosVersionesSql(idsOf(rows))) : []];
  },
  reservas: async (phId) => {
    const where = { phId, unidades: null };
    return Promise.all([
      sql('hot_reservas_page', pageSql(reservasLista(where), FIRST)),
      sql('hot_reservas_count', countSql(reservasLista(where))),
    ]);
  },
  accesos: async (phId) =>
    Promise.all([
      sql('hot_accesos_page', pageSql(accesosLista(phId, null, PAGE), FIRST)),
      sql('hot_accesos_count', countSql(accesosLista(phId, null, PAGE))),
    ]),
  asambleas: async (phId) => {
    const now = new Date();
    const [rows, total] = await Promise.all([
      sql('hot_asambleas_page', pageSql(asambleasLista(phId, PAGE, now, { todas: true }), FIRST)),
      sql('hot_asambleas_count', countSql(asambleasLista(phId, PAGE, now, { todas: true }))),
    ]);
    return [rows, total, rows.length ? await sql('hot_asambleas_detalle', asambleasDetalleSql(idsOf(rows))) : []];
  },
};

async function session(c: Context): Promise<Row | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) return null;
  const [row] = await run('hot_session', SQL.session, [hashToken(token)]);
  if (!row) return null;
  const now = Date.now();
  return now < (row.expires_at as Date).getTime() && now < (row.absolute_expires_at as Date).getTime() ? row : null;
}

const unauthorized = (c: Context) => c.json({ success: false, message: 'No autenticado' }, 401);

const app = new Hono()
  .get('/bare', (c) => c.json({ status: 'ok' }))
  .get('/select1', async (c) => {
    await run('hot_select1', 'SELECT 1');
    return c.json({ status: 'ok', database: 'ok' });
  })
  .get('/limit/ph', async (c) => {
    const s = await session(c);
    if (!s) return unauthorized(c);
    const [count, rows] = s.platform_role
      ? await Promise.all([run('hot_count_all', SQL.countAll), run('hot_list_all', SQL.listAll, [20, 0])])
      : await Promise.all([
          run('hot_count_mine', SQL.countMine, [s.user_id]),
          run('hot_list_mine', SQL.listMine, [s.user_id, 20, 0]),
        ]);
    return c.json({ success: true, properties: rows.map(toPh), total: count[0]!.n, page: 1, pageSize: 20 });
  })
  .get('/limit/ph/:id/apartamentos', async (c) => {
    const s = await session(c);
    if (!s) return unauthorized(c);
    const id = c.req.param('id');
    const [ph] = await run('hot_ph', SQL.ph, [id]);
    if (!ph) return c.json({ success: false }, 404);
    const roles = await run('hot_roles_in', SQL.rolesIn, [s.user_id, id]);
    if (!s.platform_role && !roles.some((r) => r.rol === 'admin' || r.rol === 'consejo')) return c.json({ success: false }, 403);
    const [totals, units] = await Promise.all([
      run('hot_unit_totals', SQL.unitTotals, [id]),
      run('hot_units', SQL.units, [id, 500, 0]),
    ]);
    return c.json({
      success: true,
      apartamentos: units.map((a) => ({
        id: a.id,
        phId: a.ph_id,
        torre: a.torre,
        numero: a.numero,
        piso: a.piso,
        tipo: a.tipo,
        areaM2: a.area_m2 === null ? null : Number(a.area_m2),
        coeficiente: Number(a.coeficiente),
        residentesCount: a.residentes,
        createdAt: iso(a.created_at),
      })),
      total: totals[0]!.n,
      coeficienteTotal: Number(totals[0]!.coeficiente ?? 0),
    });
  })
  .get('/limit/ph/:id/:module{pagos|pqrs|comunicados|documentos|reservas|accesos|asambleas}', async (c) => {
    const s = await session(c);
    if (!s) return unauthorized(c);
    const id = c.req.param('id');
    const guard = await sql('hot_guard', propertyAccessSql(s.user_id as string, id));
    if (guard.length === 0) return c.json({ success: false }, 404);
    if (!s.platform_role && !guard.some((r) => r.rol === 'admin')) return c.json({ success: false }, 403);
    const [rows, total, related = []] = await MODULE_READS[c.req.param('module')]!(id, s.user_id as string);
    // Each row carries the related rows that name it, as the real answers nest them.
    const byParent = new Map<unknown, Row[]>();
    for (const r of related) {
      const parent = r.pagoId ?? r.documentoId ?? r.asambleaId;
      byParent.set(parent, [...(byParent.get(parent) ?? []), r]);
    }
    return c.json({
      success: true,
      items: rows.map((r) => ({ ...r, relacionados: byParent.get(r.id) ?? [] })),
      total: total[0]!.total,
      page: 1,
      pageSize: 20,
    });
  })
  .get('/limit/zonas/:id/disponibilidad', async (c) => {
    const s = await session(c);
    if (!s) return unauthorized(c);
    const input = disponibilidadInput.parse({ id: c.req.param('id'), desde: c.req.query('desde'), hasta: c.req.query('hasta') });
    const userId = s.user_id as string;
    const [[fila], reservas] = await Promise.all([
      rows('hot_zona_acceso', zonaConAccesoSql(userId, input.id)),
      rows('hot_zona_reservas', reservasDeVentanaSql(input.id, input.desde, input.hasta)),
    ]);
    if (!fila) return c.json({ success: false }, 404);
    const { roles, propias, ...zona } = fila;
    const platform = s.platform_role as 'SUPER_ADMIN' | null;
    const may = (a: ReservasAction) => mayOnReservas(platform, [], a) || mayOnReservas(null, roles ?? [], a);
    if (!may('verZonas')) return c.json({ success: false }, 403);
    const staff = mayOnProperty(platform, [], 'readCommunity') || mayOnProperty(null, (roles ?? []) as Rol[], 'readCommunity');
    const slots = franjasDeZona(
      zona as Zona,
      reservas,
      { staff, mias: new Set(propias ?? []) },
      Date.now(),
      input.desde,
      input.hasta,
    );
    return c.json({ success: true, zona: toZonaOutput(zona as Zona), slots });
  })
  .get('/limit/apartamentos/:id/estado-cuenta', async (c) => {
    const s = await session(c);
    if (!s) return unauthorized(c);
    const id = c.req.param('id');
    const hasta = bogotaDate(new Date());
    const [[acceso], ...filas] = await Promise.all([
      rows('hot_cuenta_acceso', cuentaConAccesoSql(s.user_id as string, id)),
      rows('hot_cuenta_cargos', cargosDeMovimientosSql(id, hasta)),
      rows('hot_cuenta_vivos', cargosVivosSql({ apartamentoId: id }, hasta)),
      rows('hot_cuenta_pagos', pagosDeCuentaSql(id, hasta)),
      rows('hot_cuenta_tasas', tasasSql({ apartamentoId: id })),
    ]);
    const caller = { id: s.user_id as string, platformRole: s.platform_role as 'SUPER_ADMIN' | null };
    return c.json(armarCuenta(cuentaPermitida(caller, acceso), hasta, filas as FilasDeCuenta).estado);
  })
  .get('/limit/ph/:id/cartera', async (c) => {
    const s = await session(c);
    if (!s) return unauthorized(c);
    const input = carteraInput.parse({ id: c.req.param('id') });
    const guard = await sql('hot_guard', propertyAccessSql(s.user_id as string, input.id));
    if (guard.length === 0) return c.json({ success: false }, 404);
    const roles = guard.flatMap((r) => (r.rol ? [r.rol as Rol] : []));
    if (!mayOnTesoreria(s.platform_role as 'SUPER_ADMIN' | null, roles, 'read')) return c.json({ success: false }, 403);
    const hasta = bogotaDate(new Date());
    const [unidades, cargos, tasas, [sumas]] = await Promise.all([
      rows('hot_cartera_unidades', unidadesDeCarteraSql(input.id, hasta, true)),
      rows('hot_cartera_cargos', cargosVivosSql({ phId: input.id }, hasta, { conDeuda: true })),
      rows('hot_cartera_tasas', tasasSql({ phId: input.id })),
      rows('hot_cartera_totales', totalesDeCarteraSql(input.id, hasta)),
    ]);
    const { unidades: todas, totales } = armarCartera(hasta, unidades, cargos.map(cargoCuentaDeFila), tasaVigente(tasas), sumas!);
    return c.json({
      success: true,
      hasta,
      totales,
      unidades: todas.slice((input.page - 1) * input.pageSize, input.page * input.pageSize),
      total: todas.length,
      page: input.page,
      pageSize: input.pageSize,
    });
  })
  .post('/limit/ph/:id/pagos', async (c) => {
    const s = await session(c);
    if (!s) return unauthorized(c);
    const data = pagoCreateInput.parse({ ...(await c.req.json()), id: c.req.param('id') });
    const [guard, [limites]] = await Promise.all([
      sql('hot_guard', propertyAccessSql(s.user_id as string, data.id)),
      run('hot_pago_limites', SQL.primerCargo, [data.id]),
    ]);
    if (guard.length === 0) return c.json({ success: false }, 404);
    const roles = guard.flatMap((r) => (r.rol ? [r.rol as Rol] : []));
    if (!mayOnTesoreria(s.platform_role as 'SUPER_ADMIN' | null, roles, 'manage')) return c.json({ success: false }, 403);
    const motivo = motivoFechaPago(data.fecha, {
      desde: (limites!.desde as string | null) ?? null,
      hasta: bogotaDate(new Date()),
    });
    if (motivo) return c.json({ success: false, message: motivo }, 400);
    const pago = await transaction(async (q) => {
      // The money lock, and the unit of this complex.
      const [unidad] = await q('hot_pago_lock', SQL.lockConUnidad, [data.id, data.apartamentoId]);
      if (!unidad) throw new Error('unidad de otro conjunto');
      const vivos = cargosVivosSql({ apartamentoId: data.apartamentoId }, '9999-12-31');
      const tasas = tasasSql({ apartamentoId: data.apartamentoId });
      const cargos = (await q('hot_pago_cargos', vivos.text, vivos.values, READS_TYPES)).map((r) =>
        cargoCuentaDeFila(r as RowOf<typeof vivos>),
      );
      const tasaDe = tasaVigente((await q('hot_pago_tasas', tasas.text, tasas.values)) as { periodo: string; tasaEA: number }[]);
      if (
        moraPendiente(
          cargos.filter((cargo) => cargo.fecha <= data.fecha),
          data.fecha,
          tasaDe,
        ).length > 0
      )
        throw new Error('el bench paga una unidad sin mora pendiente');
      const { aplicaciones } = aplicarPago(
        data.valor,
        cargos.map((cargo, orden) => ({
          id: cargo.id,
          tipo: cargo.tipo === 'interes' ? ('interes' as const) : ('capital' as const),
          fechaVencimiento: cargo.fechaVencimiento,
          orden,
          saldo: cargo.saldo,
        })),
      );
      const id = randomUUID();
      const [fila] = await q('hot_pago_insert', SQL.pagoConAuditoria, [
        id,
        data.id,
        data.apartamentoId,
        data.valor,
        data.fecha,
        data.medio,
        data.referencia || null,
        aplicaciones.map((a) => a.id),
        aplicaciones.map((a) => a.valor),
        s.user_id,
        JSON.stringify({ valor: data.valor, fecha: data.fecha, medio: data.medio }),
        randomUUID(),
      ]);
      return { id, unidad, numeroRecibo: fila!.numero_recibo, aplicaciones };
    });
    return c.json({ success: true, pago: { ...pago, valor: data.valor, fecha: data.fecha, medio: data.medio } });
  })
  .post('/limit/ph/:id/accesos', async (c) => {
    const s = await session(c);
    if (!s) return unauthorized(c);
    const data = accesoCreateInput.parse({ ...(await c.req.json()), id: c.req.param('id') });
    const guard = await sql('hot_guard', propertyAccessSql(s.user_id as string, data.id));
    if (guard.length === 0) return c.json({ success: false }, 404);
    const roles = guard.flatMap((r) => (r.rol ? [r.rol as Rol] : []));
    if (!porteriaAccess(s.platform_role as 'SUPER_ADMIN' | null, roles).registrar) return c.json({ success: false }, 403);
    // The walk-in, its unit of this complex, its audit entry, the unit's notifications (its owners and
    // residents with an account) and their delivery job, in one statement.
    const [acceso] = await run('hot_acceso_insert', SQL.accesoConAuditoria, [
      randomUUID(),
      data.id,
      data.apartamentoId,
      data.nombreVisitante,
      data.documento ?? null,
      data.placa?.toUpperCase() ?? null,
      data.autorizadoPor,
      s.user_id,
      randomUUID(),
      // The search text as the API builds it (the unit's torre and número come with the row).
      accesoSearchText(
        { nombreVisitante: data.nombreVisitante!, documento: data.documento ?? null, placa: data.placa ?? null },
        { torre: '', numero: '' },
      ),
    ]);
    if (!acceso) return c.json({ success: false }, 404);
    return c.json({ success: true, acceso: { ...acceso, registradoPor: s.nombre } });
  })
  .get('/limit/auth/verify', async (c) => {
    const s = await session(c);
    if (!s) return unauthorized(c);
    const roles = await run('hot_roles', SQL.roles, [s.user_id]);
    return c.json({
      success: true,
      user: {
        id: s.user_id,
        nombre: s.nombre,
        email: s.email,
        isSuperUser: s.platform_role !== null,
        superUserRole: s.platform_role,
        role: roles[0]?.rol ?? 'Usuario',
        emailVerified: s.email_verified_at !== null,
      },
    });
  });

// ---- Issue 31: the PQRS inbox on volume and the owners' writes ----------------------------------

const HORA_MS = 3_600_000;
const PQRS_POR_USUARIO = Number(process.env.PQRS_FILINGS_PER_USER_PER_HOUR ?? 20);
const PQRS_POR_CONJUNTO = Number(process.env.PQRS_FILINGS_PER_COMPLEX_PER_HOUR ?? 300);
const APP_URL = process.env.APP_URL ?? 'http://localhost:5173';
const CODE_SECRET = process.env.CODE_SECRET ?? '';
const ESTADOS_VIVOS = ['solicitada', 'aprobada', 'cumplida', 'no_show'];

const ESCRITURAS = {
  // The complex, the caller's roles and units there, and its administrators (whom a filing notifies).
  radicarContexto: `SELECT p.nombre, p.identificador, (SELECT estado::text FROM planes_conjunto WHERE ph_id = p.id) AS plan,
      coalesce((SELECT array_agg(r.rol::text) FROM user_roles r WHERE r.ph_id = p.id AND r.user_id = $2::uuid), '{}') AS roles,
      coalesce((SELECT json_agg(json_build_object('apartamentoId', re.apartamento_id, 'permisos', re.permisos::text[]))
                FROM residentes re JOIN apartamentos a ON a.id = re.apartamento_id
                WHERE re.user_id = $2::uuid AND a.ph_id = p.id), '[]') AS residencias,
      coalesce((SELECT json_agg(json_build_object('email', u.email, 'nombre', u.nombre))
                FROM user_roles r JOIN users u ON u.id = r.user_id WHERE r.ph_id = p.id AND r.rol = 'admin'), '[]') AS admins
    FROM ph p WHERE p.id = $1::uuid AND p.deleted_at IS NULL`,
  // rate-limiter-flexible's upsert for both quotas (the person's and the complex's) in one statement.
  cuota: `INSERT INTO rate_limit_buckets AS b (key, points, expire) SELECT k, 1, $2::bigint FROM unnest($1::text[]) AS k
    ON CONFLICT (key) DO UPDATE SET points = CASE WHEN b.expire <= $3::bigint THEN 1 ELSE b.points + 1 END,
                                    expire = CASE WHEN b.expire <= $3::bigint THEN $2::bigint ELSE b.expire END
    RETURNING key, points`,
  consecutivo: `INSERT INTO pqrs_consecutivos (ph_id, anio, ultimo) VALUES ($1::uuid, $2, 1)
    ON CONFLICT (ph_id, anio) DO UPDATE SET ultimo = pqrs_consecutivos.ultimo + 1 RETURNING ultimo`,
  // The zone of a live complex, the caller's roles there, their links to the unit and the complex's name.
  reservarContexto: `SELECT z.*, p.nombre AS ph_nombre, a.torre, a.numero,
      (SELECT estado::text FROM planes_conjunto WHERE ph_id = p.id) AS plan,
      coalesce((SELECT array_agg(r.rol::text) FROM user_roles r WHERE r.ph_id = z.ph_id AND r.user_id = $2::uuid), '{}') AS roles,
      coalesce((SELECT json_agg(re.permisos::text[]) FROM residentes re WHERE re.user_id = $2::uuid AND re.apartamento_id = a.id), '[]') AS permisos
    FROM zonas z JOIN ph p ON p.id = z.ph_id AND p.deleted_at IS NULL
    LEFT JOIN apartamentos a ON a.id = $3::uuid AND a.ph_id = z.ph_id
    WHERE z.id = $1::uuid`,
  lockUnidad: `SELECT id FROM apartamentos WHERE id = $1::uuid FOR UPDATE`,
  reservasDelMes: `SELECT count(*)::int AS n FROM reservas WHERE zona_id = $1::uuid AND apartamento_id = $2::uuid
    AND estado::text = ANY($3::text[]) AND inicio >= $4 AND inicio < $5`,
  // The punto of a live complex with its asamblea, and the unit's facts: owned by the caller, in the
  // padrón, present, already voted.
  votoContexto: `SELECT pu.estado::text AS estado, pu.ponderacion::text AS ponderacion, s.id AS asamblea_id, s.ph_id,
      s.estado::text AS asamblea_estado, s.modalidad::text AS modalidad,
      (SELECT estado::text FROM planes_conjunto WHERE ph_id = s.ph_id) AS plan,
      EXISTS (SELECT 1 FROM residentes r JOIN apartamentos a ON a.id = r.apartamento_id
              WHERE r.user_id = $3::uuid AND r.apartamento_id = $2::uuid AND r.tipo = 'propietario' AND a.ph_id = s.ph_id) AS propia,
      pa.unidad, pa.coeficiente::text AS coeficiente,
      EXISTS (SELECT 1 FROM asamblea_asistencias WHERE asamblea_id = s.id AND apartamento_id = $2::uuid AND salida_en IS NULL) AS presente,
      EXISTS (SELECT 1 FROM asamblea_votos WHERE punto_id = pu.id AND apartamento_id = $2::uuid) AS ya_voto
    FROM asamblea_puntos pu JOIN asambleas s ON s.id = pu.asamblea_id JOIN ph p ON p.id = s.ph_id AND p.deleted_at IS NULL
    LEFT JOIN asamblea_padron pa ON pa.asamblea_id = s.id AND pa.apartamento_id = $2::uuid
    WHERE pu.id = $1::uuid`,
  lockAsamblea: `SELECT id FROM asambleas WHERE id = $1::uuid FOR NO KEY UPDATE`,
  colaDeLaCadena: `SELECT EXISTS (SELECT 1 FROM asamblea_puntos WHERE id = $2::uuid AND estado = 'abierto') AS abierto, v.secuencia, v.hash
    FROM (SELECT 1) uno
    LEFT JOIN LATERAL (SELECT secuencia, hash FROM asamblea_votos WHERE asamblea_id = $1::uuid ORDER BY secuencia DESC LIMIT 1) v ON true`,
};

const prohibido = (c: Context, message: string) => c.json({ success: false, message }, 403);
/** A suspended complex refuses its people's writes (issue 33): read with each write's context. */
const suspendido = (fila: Row) => escrituraBloqueadaPorSuspension((fila.plan as PlanEstado | null) ?? null, null);

/** The inbox as the admin reads it: the guard, then the page and the total (pqrsLista), each row as the API shows it. */
app.get('/limit/bandeja/ph/:id/pqrs', async (c) => {
  const s = await session(c);
  if (!s) return unauthorized(c);
  const id = c.req.param('id');
  const guard = await sql('hot_guard', propertyAccessSql(s.user_id as string, id));
  if (guard.length === 0) return c.json({ success: false }, 404);
  const roles = guard.flatMap((r) => (r.rol ? [r.rol as Rol] : []));
  if (!mayOnProperty(s.platform_role as 'SUPER_ADMIN' | null, roles, 'readCommunity')) return prohibido(c, 'Sin acceso');
  const lista = pqrsLista({ phId: id, soloDe: null, vencidasAl: null, q: '' });
  const [[total], filas] = await Promise.all([
    rows('hot_bandeja_count', countSql(lista)),
    rows('hot_bandeja_page', pageSql(lista, FIRST)),
  ]);
  const now = new Date();
  const pqrs = filas.map(({ solicitanteNombre, asignadoNombre, apartamentoTorre, apartamentoNumero, ...fila }) =>
    toPqrsOutput(
      {
        ...fila,
        solicitante: { id: fila.solicitanteId, nombre: solicitanteNombre },
        asignado: fila.asignadoId === null ? null : { id: fila.asignadoId, nombre: asignadoNombre! },
        apartamento: fila.apartamentoId === null ? null : { torre: apartamentoTorre!, numero: apartamentoNumero! },
      } as PqrsRow,
      now,
    ),
  );
  return c.json({ success: true, pqrs, total: total!.total, page: 1, pageSize: 20 });
});

/**
 * Filing a PQRS: the complex, roles and units (one read), both hourly quotas (one upsert), and in one
 * transaction the radicado, the PQRS with its first timeline entry, its audit entry, the mails to the
 * filer and the administrators, the administrators' notifications and their delivery job.
 */
app.post('/limit/ph/:id/pqrs', async (c) => {
  const s = await session(c);
  if (!s) return unauthorized(c);
  const data = pqrsCreateInput.parse({ ...(await c.req.json()), id: c.req.param('id') });
  const userId = s.user_id as string;
  const [ph] = await run('hot_radicar_contexto', ESCRITURAS.radicarContexto, [data.id, userId]);
  if (!ph) return c.json({ success: false }, 404);
  if (!mayRadicarPqrs(ph.roles as Rol[])) return prohibido(c, 'Sin acceso');
  if (suspendido(ph)) return c.json({ success: false }, 409);
  const residencias = ph.residencias as { apartamentoId: string; permisos: Permiso[] }[];
  if (residencias.length > 0 && !residencias.some((r) => residentMay(r.permisos, 'pqrs'))) return prohibido(c, 'Sin permiso');
  if (data.apartamentoId !== undefined && !residencias.some((r) => r.apartamentoId === data.apartamentoId))
    return prohibido(c, 'Unidad ajena');
  const apartamentoId = data.apartamentoId ?? (residencias.length === 1 ? residencias[0]!.apartamentoId : null);
  const ahoraMs = Date.now();
  const cuotas = await run('hot_radicar_cuota', ESCRITURAS.cuota, [
    [`pqrs:radicar:usuario:${userId}`, `pqrs:radicar:conjunto:${data.id}`],
    ahoraMs + HORA_MS,
    ahoraMs,
  ]);
  const limite = (key: string) => (key.startsWith('pqrs:radicar:usuario') ? PQRS_POR_USUARIO : PQRS_POR_CONJUNTO);
  if (cuotas.some((q) => (q.points as number) > limite(q.key as string)))
    return c.json({ success: false, message: 'Demasiadas radicaciones' }, 429);
  const ahora = new Date();
  const plazo = plazoDeRadicacion(ahora, data.tipo, data.subtipo);
  const anio = Number(bogotaDate(ahora).slice(0, 4));
  const pqrs = await transaction(async (q) => {
    const [{ ultimo } = {}] = await q('hot_radicar_numero', ESCRITURAS.consecutivo, [data.id, anio]);
    const radicado = formatRadicado(anio, ultimo as number);
    const id = randomUUID();
    const aviso = {
      radicado,
      tipo: PQRS_TIPO_LABELS[data.tipo],
      subtipo: PQRS_SUBTIPO_LABELS[data.subtipo],
      asunto: data.asunto,
      terminoDias: plazo.terminoDias,
      vence: plazo.fechaVencimiento,
      url: `${APP_URL}/ph/${encodeURIComponent(ph.identificador as string)}/admin/administrativo?pqrs=${id}`,
    };
    const correos = [
      mails.pqrsRadicada(
        s.email as string,
        s.nombre as string,
        ph.nombre as string,
        radicado,
        data.asunto,
        plazo.fechaVencimiento,
      ),
      ...(ph.admins as { email: string; nombre: string }[]).map((a) =>
        mails.pqrsNueva(a.email, a.nombre, ph.nombre as string, aviso),
      ),
    ];
    const notificaciones = insertarNotificaciones(
      { clock: { now: () => ahora } as never },
      {
        destinatarios: administracion(data.id),
        phId: data.id,
        tipo: 'pqrs_radicada',
        titulo: `Nueva PQRS ${radicado}: ${aviso.tipo}`,
        cuerpo: data.asunto,
        enlace: `/ph/${ph.identificador as string}/admin/administrativo?pqrs=${id}`,
      },
    );
    const insert = Prisma.sql`WITH p AS (
        INSERT INTO pqrs (id, ph_id, anio, numero, radicado, tipo, subtipo, asunto, descripcion, apartamento_id, solicitante_id,
                          fecha_radicacion, fecha_inicio, termino_dias, fecha_vencimiento, search_text, created_at, updated_at)
        VALUES (${id}::uuid, ${data.id}::uuid, ${anio}, ${ultimo}::int, ${radicado}, ${data.tipo}::"PqrsTipo", ${data.subtipo}::"PqrsSubtipo",
                ${data.asunto}, ${data.descripcion}, ${apartamentoId}::uuid, ${userId}::uuid, ${ahora.toISOString()}::timestamp(3), ${plazo.fechaInicio}::date,
                ${plazo.terminoDias}::int, ${plazo.fechaVencimiento}::date,
                ${normalizeSearch([radicado, data.asunto, data.descripcion].join(' '))}, ${ahora.toISOString()}::timestamp(3), ${ahora.toISOString()}::timestamp(3))
        RETURNING id, radicado, estado, fecha_vencimiento),
      e AS (INSERT INTO pqrs_eventos (id, pqrs_id, actor_id, tipo, estado_nuevo, texto, created_at)
            VALUES (gen_random_uuid(), ${id}::uuid, ${userId}::uuid, 'radicacion', 'radicada', ${data.asunto}, ${ahora.toISOString()}::timestamp(3))),
      a AS (${auditInsert({ actorId: userId, phId: data.id, action: 'pqrs.create', entity: 'pqrs', entityId: id, details: { radicado } }, ahora)}),
      m AS (INSERT INTO pgboss.job (name, data) SELECT 'mail.send', x FROM jsonb_array_elements(${JSON.stringify(correos)}::jsonb) AS x),
      n AS (${notificaciones}),
      j AS (INSERT INTO pgboss.job (name, data)
            SELECT 'notificaciones.entregar', jsonb_build_object('tipo', 'pqrs_radicada', 'ids', jsonb_agg(n.id))
            FROM n WHERE n.con_push HAVING count(*) > 0)
      SELECT * FROM p`;
    const [fila] = await q('hot_radicar_insert', insert.text, insert.values);
    return fila!;
  });
  return c.json({ success: true, pqrs });
});

/**
 * Booking a slot: the zone, roles and links (one read) beside the unit's live charges (the mora rule),
 * then in one transaction the unit's lock, the month's count, and the booking with its audit entry, its
 * mail and the caller's calendar key (the overlap decided by the exclusion constraint).
 */
app.post('/limit/zonas/:id/reservas', async (c) => {
  const s = await session(c);
  if (!s) return unauthorized(c);
  const data = reservaCreateInput.parse({ ...(await c.req.json()), id: c.req.param('id') });
  const userId = s.user_id as string;
  const hoy = bogotaDate(new Date());
  const vivos = cargosVivosSql({ apartamentoId: data.apartamentoId }, hoy);
  const [[zona], cargos] = await Promise.all([
    run('hot_reservar_contexto', ESCRITURAS.reservarContexto, [data.id, userId, data.apartamentoId]),
    run('hot_reservar_cargos', vivos.text, vivos.values, READS_TYPES),
  ]);
  if (!zona) return c.json({ success: false }, 404);
  const platform = s.platform_role as 'SUPER_ADMIN' | null;
  if (!mayOnReservas(platform, zona.roles as Rol[], 'verZonas')) return prohibido(c, 'Sin acceso');
  if (zona.torre === null || !mayBookFor(zona.permisos as Permiso[][])) return prohibido(c, 'Unidad ajena');
  if (!zona.activa || suspendido(zona)) return c.json({ success: false }, 409);
  if (data.asistentes > (zona.aforo as number)) return c.json({ success: false }, 400);
  if (encajeEnHorario(zona.horario as HorarioItem[], zona.duracion_slot_min as number, data.inicio, data.fin) !== 'ok')
    return c.json({ success: false }, 400);
  const ahora = new Date();
  if (data.inicio.getTime() < ahora.getTime() + (zona.anticipacion_min_horas as number) * HORA_MS)
    return c.json({ success: false }, 400);
  if (data.inicio.getTime() > ahora.getTime() + (zona.anticipacion_max_dias as number) * 24 * HORA_MS)
    return c.json({ success: false }, 400);
  if (
    zona.bloquea_morosos &&
    cargos
      .map((r) => cargoCuentaDeFila(r as RowOf<typeof vivos>))
      .some((cargo) => cargo.tipo !== 'interes' && cargo.saldo > 0 && diasEntre(cargo.fechaVencimiento, hoy) > DIAS_MORA_BLOQUEO)
  )
    return prohibido(c, 'Unidad en mora');
  const mes = mesDe(data.inicio);
  const estado = zona.requiere_aprobacion ? 'solicitada' : 'aprobada';
  const unidad = unidadDe({ torre: zona.torre as string, numero: zona.numero as string });
  const reserva = await transaction(async (q) => {
    await q('hot_reservar_lock', ESCRITURAS.lockUnidad, [data.apartamentoId]);
    const [{ n } = {}] = await q('hot_reservar_mes', ESCRITURAS.reservasDelMes, [
      data.id,
      data.apartamentoId,
      ESTADOS_VIVOS,
      mes.desde,
      mes.hasta,
    ]);
    if ((n as number) >= (zona.max_reservas_por_unidad_mes as number)) throw new Error('cupo mensual agotado');
    const id = randomUUID();
    const correo = mails.reservaRecibida(s.email as string, s.nombre as string, zona.ph_nombre as string, {
      zona: zona.nombre as string,
      unidad,
      inicio: data.inicio,
      fin: data.fin,
      asistentes: data.asistentes,
      solicitada: estado === 'solicitada',
      tarifa: zona.tarifa as number,
      deposito: zona.deposito as number,
      cancelableHasta: cancelableHasta(data.inicio, zona.anticipacion_min_horas as number),
    });
    const feedId = randomUUID();
    const insert = Prisma.sql`WITH r AS (
        INSERT INTO reservas (id, ph_id, zona_id, apartamento_id, solicitante_id, inicio, fin, asistentes, estado, tarifa, deposito,
                              decidida_en, created_at, updated_at)
        VALUES (${id}::uuid, ${zona.ph_id as string}::uuid, ${data.id}::uuid, ${data.apartamentoId}::uuid, ${userId}::uuid, ${data.inicio.toISOString()}::timestamptz,
                ${data.fin.toISOString()}::timestamptz, ${data.asistentes}::int, ${estado}::"EstadoReserva", ${zona.tarifa as number}::int, ${zona.deposito as number}::int,
                ${estado === 'aprobada' ? ahora.toISOString() : null}::timestamp(3), ${ahora.toISOString()}::timestamp(3), ${ahora.toISOString()}::timestamp(3))
        RETURNING id, inicio, fin, estado),
      a AS (${auditInsert(
        {
          actorId: userId,
          phId: zona.ph_id as string,
          action: 'reserva.create',
          entity: 'reserva',
          entityId: id,
          details: {
            zonaId: data.id,
            apartamentoId: data.apartamentoId,
            inicio: data.inicio.toISOString(),
            fin: data.fin.toISOString(),
            estado,
          },
        },
        ahora,
      )}),
      m AS (INSERT INTO pgboss.job (name, data) VALUES ('mail.send', ${JSON.stringify(correo)}::jsonb)),
      f AS (INSERT INTO reserva_feeds (id, user_id, apartamento_id, token_hash, created_at)
            VALUES (${feedId}::uuid, ${userId}::uuid, ${data.apartamentoId}::uuid, ${hashToken(createHmac('sha256', CODE_SECRET).update(`feed:${feedId}`).digest('hex'))}, ${ahora.toISOString()}::timestamp(3))
            ON CONFLICT (user_id, apartamento_id) DO NOTHING RETURNING id)
      SELECT r.*, coalesce((SELECT id FROM f), (SELECT id FROM reserva_feeds WHERE user_id = ${userId}::uuid AND apartamento_id = ${data.apartamentoId}::uuid)) AS feed
      FROM r`;
    const [fila] = await q('hot_reservar_insert', insert.text, insert.values);
    return fila!;
  });
  return c.json({ success: true, reserva: { ...reserva, zona: zona.nombre, unidad } });
});

/**
 * Voting: the punto, its asamblea and the unit's facts (one read), then in one transaction the chain's
 * lock, its tail, and the vote with its audit entry and the live result's notice.
 */
app.post('/limit/puntos/:id/votos', async (c) => {
  const s = await session(c);
  if (!s) return unauthorized(c);
  const data = votoCreateInput.parse({ ...(await c.req.json()), id: c.req.param('id') });
  const userId = s.user_id as string;
  const [punto] = await run('hot_voto_contexto', ESCRITURAS.votoContexto, [data.id, data.apartamentoId, userId]);
  if (!punto) return c.json({ success: false }, 404);
  if (!punto.propia) return prohibido(c, 'No es propietario');
  if (suspendido(punto)) return c.json({ success: false }, 409);
  if (!asambleaAdmite(punto.asamblea_estado as never, 'votar') || !puntoEnVotacion({ estado: punto.estado as never }))
    return c.json({ success: false }, 409);
  if (punto.modalidad !== 'escrita' && !punto.presente) return c.json({ success: false }, 409);
  if (!punto.unidad || punto.coeficiente === null) return c.json({ success: false }, 409);
  if (punto.ya_voto) return c.json({ success: false, message: 'Voto repetido' }, 409);
  const peso = pesoDelVoto(punto.ponderacion as 'coeficiente' | 'unidad', punto.coeficiente as string);
  const asambleaId = punto.asamblea_id as string;
  const ahora = new Date();
  const voto = await transaction(async (q) => {
    await q('hot_voto_lock', ESCRITURAS.lockAsamblea, [asambleaId]);
    const [cola] = await q('hot_voto_cola', ESCRITURAS.colaDeLaCadena, [asambleaId, data.id]);
    if (!cola?.abierto) throw new Error('punto cerrado');
    const datos = {
      asambleaId,
      puntoId: data.id,
      apartamentoId: data.apartamentoId,
      userId,
      calidad: 'propietario' as const,
      opcion: data.opcion,
      peso,
      emitidoEn: ahora,
      secuencia: ((cola.secuencia as number | null) ?? 0) + 1,
    };
    const hashAnterior = (cola.hash as string | null) ?? HASH_INICIAL;
    const hash = hashVoto(hashAnterior, votoCanonico(datos));
    const insert = Prisma.sql`WITH v AS (
        INSERT INTO asamblea_votos (id, punto_id, asamblea_id, apartamento_id, user_id, calidad, opcion, peso, emitido_en,
                                    secuencia, hash_anterior, hash)
        VALUES (${randomUUID()}::uuid, ${data.id}::uuid, ${asambleaId}::uuid, ${data.apartamentoId}::uuid, ${userId}::uuid,
                'propietario', ${data.opcion}::"VotoOpcion", ${peso}::int, ${ahora.toISOString()}::timestamp(3), ${datos.secuencia}::int,
                ${hashAnterior}, ${hash})
        RETURNING id, secuencia, hash, emitido_en),
      a AS (${auditInsert(
        {
          actorId: userId,
          phId: punto.ph_id as string,
          action: 'asamblea.voto',
          entity: 'asamblea_punto',
          entityId: data.id,
          details: { apartamentoId: data.apartamentoId, calidad: 'propietario', hash },
        },
        ahora,
      )})
      SELECT v.*, pg_notify(${CANAL_ASAMBLEAS}, ${JSON.stringify({ asambleaId, tipo: 'resultado', data: { puntoId: data.id } })}) FROM v`;
    const [fila] = await q('hot_voto_insert', insert.text, insert.values);
    return fila!;
  });
  return c.json({
    success: true,
    voto: { ...voto, unidad: { unidad: punto.unidad }, punto: { ponderacion: punto.ponderacion } },
  });
});

// ---- Issue 31: the owner's first screen in one request ------------------------------------------

const INICIO = {
  // The caller's units in the complex (the ones they are linked to), as the units' output reads them.
  unidades: `SELECT a.id, a.ph_id AS "phId", a.torre, a.numero, a.piso, a.tipo::text AS tipo, a.area_m2 AS "areaM2", a.coeficiente,
      a.created_at AS "createdAt", (SELECT count(*)::int FROM residentes r WHERE r.apartamento_id = a.id) AS residentes,
      coalesce((SELECT json_agg(r.permisos::text[]) FROM residentes r WHERE r.apartamento_id = a.id AND r.user_id = $2::uuid), '[]') AS permisos
    FROM apartamentos a WHERE a.ph_id = $1::uuid AND EXISTS (SELECT 1 FROM residentes r WHERE r.apartamento_id = a.id AND r.user_id = $2::uuid)
    ORDER BY a.torre, a.numero`,
  coeficiente: `SELECT sum(coeficiente) AS total FROM apartamentos WHERE ph_id = $1::uuid`,
  // The bell's counts besides the unread comunicados (those come with the comunicados' page).
  campana: `SELECT
      (SELECT count(*)::int FROM pqrs WHERE ph_id = $1::uuid AND solicitante_id = $2::uuid AND estado = 'respondida') AS "pqrsRespondidas",
      (SELECT count(*)::int FROM paquetes p WHERE p.ph_id = $1::uuid AND p.estado = 'recibido'
         AND EXISTS (SELECT 1 FROM residentes r WHERE r.apartamento_id = p.apartamento_id AND r.user_id = $2::uuid)) AS "paquetesPendientes",
      CASE WHEN $3::boolean THEN (SELECT count(*)::int FROM pqrs WHERE ph_id = $1::uuid AND estado::text = ANY($5::text[])) ELSE 0 END AS "pqrsPorAtender",
      CASE WHEN $4::boolean THEN (SELECT count(*)::int FROM pqrs WHERE ph_id = $1::uuid AND asignado_id = $2::uuid AND estado::text = ANY($6::text[]))
           ELSE 0 END AS "pqrsAsignadas"`,
  paquetesTotal: `SELECT count(*)::int AS total FROM paquetes p
    WHERE p.ph_id = $1::uuid AND ($2::uuid[] IS NULL OR p.apartamento_id = ANY($2::uuid[])) AND p.estado = $3::"EstadoPaquete"`,
  paquetes: `SELECT p.id, p.ph_id AS "phId", p.apartamento_id AS "apartamentoId", p.descripcion, p.remitente, p.estado::text AS estado,
      p.recibido_en AS "recibidoEn", p.registrado_por_id AS "registradoPorId", p.entregado_en AS "entregadoEn",
      p.entregado_por_id AS "entregadoPorId", p.recibido_por AS "recibidoPor", a.torre, a.numero, u.nombre AS "registradoPorNombre"
    FROM paquetes p JOIN apartamentos a ON a.id = p.apartamento_id JOIN users u ON u.id = p.registrado_por_id
    WHERE p.ph_id = $1::uuid AND ($2::uuid[] IS NULL OR p.apartamento_id = ANY($2::uuid[])) AND p.estado = $3::"EstadoPaquete"
    ORDER BY p.recibido_en DESC, p.id DESC LIMIT $4`,
};

/** The inbox's flat row in the nested shape the PQRS output reads (as the API's pqrsDeFila). */
type PqrsFila = RowOf<ReturnType<typeof pageSql<RowOf<ReturnType<typeof pqrsLista>['columns']>>>>;
function pqrsDeFila({ solicitanteNombre, asignadoNombre, apartamentoTorre, apartamentoNumero, ...fila }: PqrsFila): PqrsRow {
  return {
    ...fila,
    solicitante: { id: fila.solicitanteId, nombre: solicitanteNombre },
    asignado: fila.asignadoId === null ? null : { id: fila.asignadoId, nombre: asignadoNombre! },
    apartamento: fila.apartamentoId === null ? null : { torre: apartamentoTorre!, numero: apartamentoNumero! },
  } as PqrsRow;
}

/**
 * The owner's first screen: the session, the complex with the caller's roles, their units and the
 * complex's coeficiente, then at once each unit's estado de cuenta (its four statements), the comunicados
 * (page and totals, whose unread count is also the bell's), the bell's other counts, the packages at the
 * gate, the asamblea en curso with its puntos and the caller's PQRS — each part null when its own rule
 * refuses it, as the API answers. The same builders and output as the route, so the answer is the same.
 */
app.get('/limit/ph/:id/mi-inicio', async (c) => {
  const s = await session(c);
  if (!s) return unauthorized(c);
  const phId = c.req.param('id');
  const userId = s.user_id as string;
  const platform = s.platform_role as 'SUPER_ADMIN' | null;
  const [guard, unidades, [coef]] = await Promise.all([
    sql('hot_guard', propertyAccessSql(userId, phId)),
    run('hot_inicio_unidades', INICIO.unidades, [phId, userId], READS_TYPES),
    run('hot_inicio_coeficiente', INICIO.coeficiente, [phId], READS_TYPES),
  ]);
  if (guard.length === 0) return c.json({ success: false }, 404);
  const roles = guard.flatMap((r) => (r.rol ? [r.rol as Rol] : []));
  if (!mayOnProperty(platform, roles, 'view')) return prohibido(c, 'Sin acceso');
  const staff = mayOnProperty(platform, roles, 'readCommunity');
  const hasta = bogotaDate(new Date());
  const ahora = new Date();
  const ids = unidades.map((u) => u.id as string);
  const miembro = staff ? null : { roles, torres: [...new Set(unidades.map((u) => u.torre as string).filter(Boolean))] };
  const comunicadosLeibles = staff || roles.length > 0;
  const comunicados = comunicadosLista(phId, userId, miembro);
  const porteria = porteriaAccess(platform, roles);
  const visibles = porteria.verTodo ? null : actuaPorSusUnidades(roles) && ids.length > 0 ? ids : undefined;
  const propietario = roles.includes('propietario');
  const asambleasLeibles =
    staff ||
    propietario ||
    (roles.includes('residente') && unidades.some((u) => (u.permisos as Permiso[][]).some((p) => residentMay(p, 'asambleas'))));
  const asambleas = asambleasLista(
    phId,
    INICIO_PAGINAS.asambleas,
    ahora,
    staff ? { todas: true } : { autorId: userId, propietario },
  );
  const pqrs = pqrsLista({
    phId,
    soloDe: staff ? null : userId,
    sinAsignadas: !puedeSerAsignado(roles),
    vencidasAl: null,
    q: '',
  });
  const pagina = (p: { pageSize: number }) => ({ skip: 0, take: p.pageSize });
  const nada = Promise.resolve(null);
  const [cuentas, comunicadosPagina, campana, paquetesPagina, asambleasPagina, pqrsPagina] = await Promise.all([
    Promise.all(
      unidades.map(async (u) => {
        const filas = await Promise.all([
          rows('hot_cuenta_cargos', cargosDeMovimientosSql(u.id as string, hasta)),
          rows('hot_cuenta_vivos', cargosVivosSql({ apartamentoId: u.id as string }, hasta)),
          rows('hot_cuenta_pagos', pagosDeCuentaSql(u.id as string, hasta)),
          rows('hot_cuenta_tasas', tasasSql({ apartamentoId: u.id as string })),
        ]);
        return armarCuenta(u as never, hasta, filas as FilasDeCuenta).estado;
      }),
    ),
    comunicadosLeibles
      ? Promise.all([
          rows('hot_inicio_comunicados_total', countSql(comunicados)),
          rows('hot_inicio_comunicados', pageSql(comunicados, pagina(INICIO_PAGINAS.comunicados))),
        ])
      : nada,
    comunicadosLeibles
      ? run('hot_inicio_campana', INICIO.campana, [
          phId,
          userId,
          mayOnProperty(platform, roles, 'manage'),
          puedeSerAsignado(roles),
          PQRS_ESTADOS_POR_ATENDER,
          PQRS_ESTADOS_ABIERTOS,
        ])
      : nada,
    visibles === undefined
      ? nada
      : Promise.all([
          run('hot_inicio_paquetes_total', INICIO.paquetesTotal, [phId, visibles, INICIO_PAGINAS.paquetes.estado]),
          run(
            'hot_inicio_paquetes',
            INICIO.paquetes,
            [phId, visibles, INICIO_PAGINAS.paquetes.estado, INICIO_PAGINAS.paquetes.pageSize],
            READS_TYPES,
          ),
        ]),
    asambleasLeibles
      ? Promise.all([
          rows('hot_inicio_asambleas_total', countSql(asambleas)),
          (async () => {
            const page = await rows('hot_inicio_asambleas', pageSql(asambleas, pagina(INICIO_PAGINAS.asambleas)));
            const ids = page.map((a) => a.id);
            return { page, detalle: ids.length ? await rows('hot_inicio_asambleas_detalle', asambleasDetalleSql(ids)) : [] };
          })(),
        ])
      : nada,
    staff || roles.length > 0
      ? Promise.all([
          rows('hot_inicio_pqrs_total', countSql(pqrs)),
          rows('hot_inicio_pqrs', pageSql(pqrs, pagina(INICIO_PAGINAS.pqrs))),
        ])
      : nada,
  ]);
  const noLeidos = comunicadosPagina?.[0][0]!.noLeidos ?? 0;
  const [bell] = campana ?? [];
  let asambleasParte: Inicio['asambleas'] = null;
  if (asambleasPagina) {
    const [[total], { page, detalle }] = asambleasPagina;
    const porAsamblea = new Map<string, Pick<Inicio['asambleas'] & object, 'rows'>['rows'][number]>();
    for (const a of page) porAsamblea.set(a.id, { ...a, puntos: [], segunda: null, impugnaciones: [] } as never);
    for (const { asambleaId, impugnacionIds, segundaId, puntoId, ...punto } of detalle) {
      const fila = porAsamblea.get(asambleaId)!;
      fila.segunda = segundaId ? ({ id: segundaId } as never) : null;
      fila.impugnaciones = impugnacionIds.map((id: string) => ({ id })) as never;
      if (puntoId) fila.puntos.push({ id: puntoId, asambleaId, ...punto } as never);
    }
    asambleasParte = { total: total!.total, rows: [...porAsamblea.values()] };
  }
  const inicio = {
    apartamentos: {
      apartamentos: unidades.map(({ residentes, permisos: _permisos, ...u }) =>
        toApartamentoOutput({ ...u, _count: { residentes } } as never),
      ),
      total: unidades.length,
      coeficienteTotal: Number(coef!.total ?? 0),
    },
    cuentas,
    notificaciones: bell && {
      comunicadosNoLeidos: noLeidos,
      pqrsRespondidas: bell.pqrsRespondidas,
      paquetesPendientes: bell.paquetesPendientes,
      pqrsPorAtender: bell.pqrsPorAtender,
      pqrsAsignadas: bell.pqrsAsignadas,
      total:
        noLeidos +
        (bell.pqrsRespondidas as number) +
        (bell.paquetesPendientes as number) +
        (bell.pqrsPorAtender as number) +
        (bell.pqrsAsignadas as number),
    },
    comunicados: comunicadosPagina && {
      total: comunicadosPagina[0][0]!.total,
      noLeidos,
      rows: comunicadosPagina[1].map(({ autorNombre, ...r }) => ({ ...r, autor: { id: r.autorId, nombre: autorNombre } })),
    },
    paquetes: paquetesPagina && {
      total: paquetesPagina[0][0]!.total,
      rows: paquetesPagina[1].map(({ torre, numero, registradoPorNombre, ...p }) => ({
        ...p,
        apartamento: { torre, numero },
        registradoPor: { nombre: registradoPorNombre },
      })),
    },
    asambleas: asambleasParte,
    pqrs: pqrsPagina && { total: pqrsPagina[0][0]!.total, rows: pqrsPagina[1].map(pqrsDeFila) },
  } as unknown as Inicio;
  return c.json(toInicioOutput(inicio, ahora));
});

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('ready'));
// A stop writes the CPU profile when one was asked for (--cpu-prof writes it on exit, not on a signal).
process.on('SIGTERM', () => process.exit(0));
