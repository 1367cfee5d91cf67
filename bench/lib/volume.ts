// The property benchmarks' data volume: 10 000 properties (identificador b1…b10000) with 20 units each.
import type { Database } from '@horizonte/db';

export const PROPERTIES = 10_000;
export const UNITS_PER_PROPERTY = 20;

/** Bulk load in SQL: generate_series is orders of magnitude faster than inserts from Node. */
export async function loadVolume(db: Database): Promise<void> {
  await db.$executeRawUnsafe(`
    INSERT INTO ph (id, nombre, nit, direccion, ciudad, identificador, search_text, created_at, updated_at)
    SELECT gen_random_uuid(), nombre, nit, 'Calle ' || i || ' # 10-20', 'Bogotá', 'b' || i,
           lower(translate(nombre, 'óéá', 'oea')) || ' b' || i || ' bogota ' || nit,
           now() - (i || ' seconds')::interval, now()
    FROM (
      SELECT i, (ARRAY['Altos del Chicó', 'Prados de Castilla', 'Mirador de Usaquén', 'Reservas de Suba', 'Torres de Cedritos'])[1 + i % 5] || ' ' || i AS nombre,
             (900000000 + i)::text AS nit
      FROM generate_series(1, ${PROPERTIES}) AS i
    ) AS s`);
  await db.$executeRawUnsafe(`
    INSERT INTO apartamentos (id, ph_id, torre, numero, piso, tipo, coeficiente, created_at, updated_at)
    SELECT gen_random_uuid(), p.id, ((n - 1) / 10 + 1)::text, (100 * ((n - 1) % 10 / 2 + 1) + n)::text, (n - 1) % 10 / 2 + 1,
           'apartamento', 4.5, now(), now()
    FROM ph p CROSS JOIN generate_series(1, ${UNITS_PER_PROPERTY}) AS n
    WHERE p.identificador LIKE 'b%'`);
  await db.$executeRawUnsafe('ANALYZE');
}

/** One complex of `units` units in towers of 100 (torre 1: 100…199), their coeficientes adding up to 100 %. */
export async function loadComplex(
  db: Database,
  complex: { nombre: string; nit: string; direccion: string; identificador: string },
  units: number,
): Promise<{ id: string }> {
  const ph = await db.pH.create({
    data: { ...complex, ciudad: 'Bogotá', searchText: complex.nombre.toLowerCase() },
  });
  await db.$executeRawUnsafe(`
    INSERT INTO apartamentos (id, ph_id, torre, numero, piso, tipo, coeficiente, created_at, updated_at)
    SELECT gen_random_uuid(), '${ph.id}', ((n - 1) / 100 + 1)::text, (100 + (n - 1) % 100)::text, 1, 'apartamento', ${100 / units}, now(), now()
    FROM generate_series(1, ${units}) AS n`);
  return ph;
}

/** The reservas volume of bench:reservas: 51 zones open 06:00–22:00 with a booking every other hour for a year. */
export const ZONAS = 51;
const DIAS = 365;
/** The cartera's complex (identificador c2000): 2 000 units with 24 months of charges. */
export const UNIDADES_CARTERA = 2_000;
const MESES = 24;

/**
 * The volume of the module reads (issue 31), in bulk SQL: a year of bookings (≈149 000) in 51 zones of
 * the complex `phId`, and the complex c2000 whose 2 000 units each have 24 monthly charges with a rate
 * per month; even units paid every charge on time, odd ones stopped paying 11 months ago (10 overdue
 * charges and the current one). `userId` books, `unidadId` is the booking unit.
 */
export async function loadModulesVolume(
  db: Database,
  { phId, unidadId, userId }: { phId: string; unidadId: string; userId: string },
): Promise<void> {
  const horario = JSON.stringify([1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde: '06:00', hasta: '22:00' })));
  await db.$executeRawUnsafe(`
    INSERT INTO zonas (id, ph_id, nombre, aforo, duracion_slot_min, horario, anticipacion_min_horas, anticipacion_max_dias,
                       max_reservas_por_unidad_mes, requiere_aprobacion, bloquea_morosos, created_at, updated_at)
    SELECT gen_random_uuid(), '${phId}'::uuid, 'Bench zona ' || z, 10, 60, '${horario}'::jsonb, 1, 400, 1000, false, false, now(), now()
    FROM generate_series(1, ${ZONAS}) AS z`);
  // Half a year back and half ahead: every other hour from 06:00 Bogotá (11:00Z), 8 bookings a day per zone.
  await db.$executeRawUnsafe(`
    INSERT INTO reservas (id, ph_id, zona_id, apartamento_id, solicitante_id, inicio, fin, asistentes, estado, tarifa, deposito, created_at, updated_at)
    SELECT gen_random_uuid(), z.ph_id, z.id, '${unidadId}'::uuid, '${userId}'::uuid,
           d.dia + ((11 + 2 * h) || ' hours')::interval, d.dia + ((12 + 2 * h) || ' hours')::interval,
           2, 'aprobada', 0, 0, now(), now()
    FROM zonas z
    CROSS JOIN (SELECT (date_trunc('day', now()) - interval '${DIAS / 2} days' + (i || ' days')::interval) AS dia FROM generate_series(0, ${DIAS - 1}) AS i) AS d
    CROSS JOIN generate_series(0, 7) AS h
    WHERE z.ph_id = '${phId}'::uuid AND z.nombre LIKE 'Bench zona %'`);
  await db.$executeRawUnsafe(`
    INSERT INTO ph (id, nombre, nit, direccion, ciudad, identificador, search_text, created_at, updated_at)
    VALUES (gen_random_uuid(), 'Ciudadela Cartera', '901000001', 'Calle 100 # 1-1', 'Bogotá', 'c2000', 'ciudadela cartera c2000 bogota 901000001', now(), now())`);
  const c2000 = `(SELECT id FROM ph WHERE identificador = 'c2000')`;
  await db.$executeRawUnsafe(`
    INSERT INTO apartamentos (id, ph_id, torre, numero, piso, tipo, coeficiente, created_at, updated_at)
    SELECT gen_random_uuid(), ${c2000}, ((n - 1) / 100 + 1)::text, n::text, (n - 1) % 100 / 4 + 1, 'apartamento', 0.05, now(), now()
    FROM generate_series(1, ${UNIDADES_CARTERA}) AS n`);
  // A rate certified every month (the Superintendencia's), so each month is its own rate period.
  await db.$executeRawUnsafe(`
    INSERT INTO tasas_mora (id, ph_id, periodo, interes_bancario_corriente_ea, tasa_aplicada_ea, updated_at)
    SELECT gen_random_uuid(), ${c2000}, to_char(date_trunc('month', now()) - (m || ' months')::interval, 'YYYY-MM'),
           16 + m % 5, round((16 + m % 5) * 1.5, 6), now()
    FROM generate_series(0, ${MESES + 1}) AS m`);
  await db.$executeRawUnsafe(`
    INSERT INTO cargos (id, ph_id, apartamento_id, tipo, concepto, periodo, fecha, fecha_vencimiento, valor, genera_mora, estado, inicio_mora, created_at)
    SELECT gen_random_uuid(), a.ph_id, a.id, 'ordinaria', 'Cuota de administración ' || to_char(mes, 'YYYY-MM'), to_char(mes, 'YYYY-MM'),
           mes::date, (mes + interval '9 days')::date, 250000 + (a.numero::int % 7) * 10000, true, 'vigente', (mes + interval '9 days')::date, mes
    FROM apartamentos a
    CROSS JOIN generate_series(date_trunc('month', now()) - interval '${MESES - 1} months', date_trunc('month', now()), interval '1 month') AS mes
    WHERE a.ph_id = ${c2000}`);
  await db.$executeRawUnsafe(`
    WITH pagados AS (
      SELECT c.id AS cargo_id, c.ph_id, c.apartamento_id, c.valor, c.fecha_vencimiento - 2 AS fecha, gen_random_uuid() AS pago_id,
             row_number() OVER (ORDER BY c.fecha, a.numero::int) AS recibo
      FROM cargos c JOIN apartamentos a ON a.id = c.apartamento_id
      WHERE c.ph_id = ${c2000} AND (a.numero::int % 2 = 0 OR c.fecha < date_trunc('month', now()) - interval '10 months')
    ), pagos_hechos AS (
      INSERT INTO pagos (id, ph_id, apartamento_id, numero_recibo, valor, fecha, medio, estado, created_at)
      SELECT pago_id, ph_id, apartamento_id, recibo, valor, fecha, 'transferencia', 'aplicado', fecha FROM pagados RETURNING id
    )
    INSERT INTO aplicaciones_pago (id, pago_id, cargo_id, valor, fecha, created_at)
    SELECT gen_random_uuid(), p.pago_id, p.cargo_id, p.valor, p.fecha, p.fecha FROM pagados p JOIN pagos_hechos h ON h.id = p.pago_id`);
  await db.$executeRawUnsafe('ANALYZE');
}

/** bench:hot and bench:trpc: the admin of `altos` also administers the 50 newest bench properties (a full first page) and b5000. */
export async function administerBenchProperties(db: Database) {
  const admin = await db.user.findUniqueOrThrow({ where: { email: 'admin.altos@horizonte.co' } });
  const target = await db.pH.findFirstOrThrow({ where: { identificador: 'b5000' } });
  const managed = await db.pH.findMany({
    where: { identificador: { in: ['b5000', ...Array.from({ length: 50 }, (_, i) => `b${i + 1}`)] } },
    select: { id: true },
  });
  await db.userRole.createMany({
    data: managed.map((p) => ({ userId: admin.id, phId: p.id, rol: 'admin' as const })),
    skipDuplicates: true,
  });
  return { admin, target };
}
