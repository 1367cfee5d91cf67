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
