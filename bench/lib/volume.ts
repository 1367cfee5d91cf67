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

/** bench:hot's owners' volume (issue 31): PQRS, zones to book and open puntos in c2000. */
export const PQRS_BANDEJA = 5_000;
/** Asambleas en curso in c2000, one open punto each (a vote per unit and punto: 2 000 × ASAMBLEAS_VOTO). */
export const ASAMBLEAS_VOTO = 30;
/** Zones of c2000 open 05:00–23:00 in slots of 30 min, without approval or charge (bench:hot's bookings). */
export const ZONAS_RESERVA = 10;
export const FRANJAS_POR_DIA = 36;

/**
 * One owner per unit of the complex `identificador` (account, propietario role, residente row with every
 * permiso) and a session each: `hashes[i]` (a token's SHA-256) signs as the owner of the (i + 1)-th unit by número.
 */
export async function loadOwners(db: Database, identificador: string, hashes: string[], documentoBase: number): Promise<void> {
  const ph = `(SELECT id FROM ph WHERE identificador = '${identificador}')`;
  const email = (n: string) => `'propietaria' || ${n} || '@${identificador}.bench'`;
  await db.$executeRawUnsafe(`
    INSERT INTO users (id, nombre, email, tipo_documento, numero_documento, password_hash, email_verified_at, created_at, updated_at)
    SELECT gen_random_uuid(), 'Propietaria ' || a.numero, ${email('a.numero')}, 'CC', (${documentoBase} + a.numero::int)::text, 'x', now(), now(), now()
    FROM apartamentos a WHERE a.ph_id = ${ph}`);
  await db.$executeRawUnsafe(`
    INSERT INTO residentes (id, apartamento_id, user_id, nombre, tipo_documento, numero_documento, email, tipo, permisos, created_at, updated_at)
    SELECT gen_random_uuid(), a.id, u.id, u.nombre, 'CC', u.numero_documento, u.email, 'propietario',
           ARRAY['reservas', 'pqrs', 'visitantes', 'pagos', 'asambleas', 'documentos']::"Permiso"[], now(), now()
    FROM apartamentos a JOIN users u ON u.email = ${email('a.numero')} WHERE a.ph_id = ${ph}`);
  await db.$executeRawUnsafe(`
    INSERT INTO user_roles (id, user_id, ph_id, rol)
    SELECT gen_random_uuid(), r.user_id, a.ph_id, 'propietario' FROM residentes r JOIN apartamentos a ON a.id = r.apartamento_id
    WHERE a.ph_id = ${ph}`);
  await db.$executeRawUnsafe(
    `WITH propias AS (
       SELECT r.user_id, row_number() OVER (ORDER BY a.numero::int) AS n
       FROM apartamentos a JOIN residentes r ON r.apartamento_id = a.id WHERE a.ph_id = ${ph})
     INSERT INTO sessions (id, user_id, expires_at, absolute_expires_at)
     SELECT t.hash, p.user_id, now() + interval '30 days', now() + interval '30 days'
     FROM unnest($1::text[]) WITH ORDINALITY AS t(hash, n) JOIN propias p ON p.n = t.n`,
    hashes,
  );
}

/**
 * What the owners of c2000 (loadOwners first) see and do (issue 31), in bulk SQL: ≈ 5 000 PQRS over
 * two years in mixed states filed by them; a few comunicados and packages; ASAMBLEAS_VOTO asambleas en
 * curso with the whole padrón present and one open punto each; and ZONAS_RESERVA zones that block units
 * in mora.
 */
export async function loadOwnersVolume(db: Database, { adminId }: { adminId: string }): Promise<void> {
  const c2000 = `(SELECT id FROM ph WHERE identificador = 'c2000')`;
  // Two years of PQRS, one every ≈ 3.5 hours, each unit's owner filing in turn; older ones mostly closed.
  await db.$executeRawUnsafe(`
    WITH s AS (
      SELECT i, now() - ((${PQRS_BANDEJA} - i) * interval '210 minutes') AS radicada,
             (ARRAY['peticion', 'queja', 'reclamo', 'sugerencia'])[1 + i % 4] AS tipo,
             CASE WHEN i > ${PQRS_BANDEJA} - 300 THEN (ARRAY['radicada', 'en_tramite', 'en_espera_solicitante', 'respondida', 'reabierta'])[1 + i % 5]
                  ELSE (ARRAY['cerrada', 'cerrada', 'cerrada', 'respondida', 'anulada', 'en_tramite'])[1 + i % 6] END AS estado,
             1 + i % ${UNIDADES_CARTERA} AS unidad
      FROM generate_series(1, ${PQRS_BANDEJA}) AS i
    ), n AS (
      SELECT s.*, extract(year FROM radicada AT TIME ZONE 'America/Bogota')::int AS anio,
             row_number() OVER (PARTITION BY extract(year FROM radicada AT TIME ZONE 'America/Bogota') ORDER BY i)::int AS numero
      FROM s
    )
    INSERT INTO pqrs (id, ph_id, anio, numero, radicado, tipo, subtipo, asunto, descripcion, apartamento_id, solicitante_id, estado,
                      fecha_radicacion, fecha_inicio, termino_dias, fecha_vencimiento, espera_desde, respuesta, respondida_en, cerrada_en,
                      motivo_anulacion, search_text, created_at, updated_at)
    SELECT gen_random_uuid(), a.ph_id, n.anio, n.numero, n.anio || '-' || lpad(n.numero::text, 6, '0'), n.tipo::"PqrsTipo", 'general',
           'Solicitud ' || n.i || ' de la unidad ' || a.numero, 'Descripción de la solicitud ' || n.i, a.id, r.user_id, n.estado::"PqrsEstado",
           n.radicada, (n.radicada + interval '1 day')::date, 15, (n.radicada + interval '21 days')::date,
           CASE WHEN n.estado = 'en_espera_solicitante' THEN (n.radicada + interval '2 days')::date END,
           CASE WHEN n.estado IN ('respondida', 'cerrada') THEN 'Respuesta de la administración.' END,
           CASE WHEN n.estado IN ('respondida', 'cerrada') THEN n.radicada + interval '5 days' END,
           CASE WHEN n.estado = 'cerrada' THEN n.radicada + interval '10 days' END,
           CASE WHEN n.estado = 'anulada' THEN 'Radicada dos veces.' END,
           lower(n.anio || '-' || lpad(n.numero::text, 6, '0') || ' solicitud ' || n.i || ' de la unidad ' || a.numero),
           n.radicada, n.radicada
    FROM n JOIN apartamentos a ON a.ph_id = ${c2000} AND a.numero = n.unidad::text
    JOIN residentes r ON r.apartamento_id = a.id`);
  // The next radicado of each year follows the loaded ones.
  await db.$executeRawUnsafe(`
    INSERT INTO pqrs_consecutivos (ph_id, anio, ultimo)
    SELECT ph_id, anio, max(numero) FROM pqrs WHERE ph_id = ${c2000} GROUP BY ph_id, anio`);
  await db.$executeRawUnsafe(`
    INSERT INTO comunicados (id, ph_id, autor_id, titulo, cuerpo, audiencia, fijado, created_at)
    SELECT gen_random_uuid(), ${c2000}, '${adminId}'::uuid, 'Comunicado ' || i, 'Texto del comunicado ' || i || ' a la comunidad.',
           '{"tipo":"todos"}'::jsonb, i = 1, now() - i * interval '3 days'
    FROM generate_series(1, 12) AS i`);
  await db.$executeRawUnsafe(`
    INSERT INTO paquetes (id, ph_id, apartamento_id, descripcion, remitente, estado, recibido_en, registrado_por_id, entregado_en, entregado_por_id)
    SELECT gen_random_uuid(), a.ph_id, a.id, 'Caja ' || k, 'Mensajería', CASE WHEN k <= 2 THEN 'recibido' ELSE 'entregado' END::"EstadoPaquete",
           now() - k * interval '1 day', '${adminId}'::uuid, CASE WHEN k > 2 THEN now() - k * interval '1 day' + interval '3 hours' END,
           CASE WHEN k > 2 THEN '${adminId}'::uuid END
    FROM apartamentos a CROSS JOIN generate_series(1, 4) AS k
    WHERE a.ph_id = ${c2000} AND a.numero::int <= 100`);
  await db.$executeRawUnsafe(`
    INSERT INTO asambleas (id, ph_id, tipo, modalidad, convocante, titulo, fecha_hora, lugar, estado, creada_por_id, convocada_en,
                           fecha_convocatoria, medio, instalada_en, created_at, updated_at)
    SELECT gen_random_uuid(), ${c2000}, 'extraordinaria', 'presencial', 'administrador', 'Asamblea bench ' || i, now() - interval '1 hour',
           'Salón comunal', 'en_curso', '${adminId}'::uuid, now() - interval '20 days', (now() - interval '20 days')::date, 'plataforma',
           now() - interval '1 hour', now() - interval '20 days', now()
    FROM generate_series(1, ${ASAMBLEAS_VOTO}) AS i`);
  const bench = `SELECT id FROM asambleas WHERE ph_id = ${c2000} AND titulo LIKE 'Asamblea bench %'`;
  await db.$executeRawUnsafe(`
    INSERT INTO asamblea_padron (asamblea_id, apartamento_id, unidad, coeficiente)
    SELECT s.id, a.id, a.torre || '-' || a.numero, a.coeficiente FROM (${bench}) s CROSS JOIN apartamentos a WHERE a.ph_id = ${c2000}`);
  await db.$executeRawUnsafe(`
    INSERT INTO asamblea_asistencias (id, asamblea_id, apartamento_id, nombre, calidad, user_id, registrada_por_id, entrada_en)
    SELECT gen_random_uuid(), s.id, a.id, 'Propietaria ' || a.numero, 'propietario', r.user_id, '${adminId}'::uuid, now() - interval '50 minutes'
    FROM (${bench}) s CROSS JOIN apartamentos a JOIN residentes r ON r.apartamento_id = a.id WHERE a.ph_id = ${c2000}`);
  await db.$executeRawUnsafe(`
    INSERT INTO asamblea_puntos (id, asamblea_id, orden, titulo, tipo, mayoria, ponderacion, estado, abierto_en)
    SELECT gen_random_uuid(), s.id, 1, 'Aprobación del presupuesto', 'decision', 'simple', 'coeficiente', 'abierto', now() - interval '10 minutes'
    FROM (${bench}) s`);
  const horario = JSON.stringify([1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde: '05:00', hasta: '23:00' })));
  await db.$executeRawUnsafe(`
    INSERT INTO zonas (id, ph_id, nombre, aforo, duracion_slot_min, horario, anticipacion_min_horas, anticipacion_max_dias,
                       max_reservas_por_unidad_mes, requiere_aprobacion, bloquea_morosos, created_at, updated_at)
    SELECT gen_random_uuid(), ${c2000}, 'Bench cancha ' || z, 10, ${(18 * 60) / FRANJAS_POR_DIA}, '${horario}'::jsonb, 1, 3650, 100000,
           false, true, now(), now()
    FROM generate_series(1, ${ZONAS_RESERVA}) AS z`);
  await db.$executeRawUnsafe('ANALYZE');
}
