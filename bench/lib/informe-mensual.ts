// The consejo's monthly report of a 2 000-unit complex (issue 29, bench:mantenimiento): builds a year
// of billing, payments, egresos, PQRS and órdenes with generate_series (bulk SQL, seconds), then times
// in-process the monthly report (its data and its PDF), the ejecución presupuestal, and — the
// reference, in the same run — the report's own figures as plain SQL statements on the same data.
// Answers rows for bench/mantenimiento.ts's table (median of several runs). Target: report < 2 s.
import { performance } from 'node:perf_hooks';

import type { Database } from '@horizonte/db';

import { informeMensualDe } from '../../apps/api/src/modules/informes/datos.ts';
import { ejecucionDe } from '../../apps/api/src/modules/informes/ejecucion.ts';
import { renderInformePdf } from '../../apps/api/src/modules/informes/pdf.ts';
import { finDePeriodo, sumarMeses } from '../../packages/contracts/src/tesoreria/aritmetica.ts';

export interface FilaInforme {
  medida: string;
  medianaMs: number;
  referenciaMs: number;
  /** medianaMs / referenciaMs */
  razon: number;
  objetivo: string;
  ok: boolean;
}

export interface OpcionesInforme {
  unidades?: number;
  /** The month reported; the data covers the twelve months ending in it. */
  periodo?: string;
  repeticiones?: number;
}

const RUBROS = [
  'Vigilancia',
  'Aseo',
  'Mantenimiento ascensores',
  'Servicios públicos',
  'Jardinería',
  'Seguros',
  'Honorarios',
  'Papelería',
];

/** One complex with `unidades` units and a year (twelve months ending in `periodo`) of everything the report reads. */
export async function construirConjuntoInforme(db: Database, unidades: number, periodo: string): Promise<string> {
  const desde = sumarMeses(periodo, -11);
  const anio = Number(periodo.slice(0, 4));
  const [ph] = await db.$queryRawUnsafe<{ id: string }[]>(`
    INSERT INTO ph (id, nombre, nit, direccion, ciudad, identificador, search_text, created_at, updated_at)
    VALUES (gen_random_uuid(), 'Conjunto del informe', '900999999', 'Calle 1 # 2-3', 'Bogotá', 'informe-bench-' || floor(random() * 1e9)::text, 'conjunto del informe', now(), now())
    RETURNING id`);
  const phId = ph!.id;
  const sql = (text: string) => db.$executeRawUnsafe(text.replaceAll(':ph', `'${phId}'::uuid`));
  await sql(`INSERT INTO apartamentos (id, ph_id, torre, numero, piso, tipo, coeficiente, created_at, updated_at)
    SELECT gen_random_uuid(), :ph, ((n - 1) / 100 + 1)::text, n::text, 1, 'apartamento', ${100 / unidades}, now(), now()
    FROM generate_series(1, ${unidades}) n`);
  const anual = 1_200_000 * unidades;
  const rubros = RUBROS.map((nombre, i) => ({ nombre, valorAnual: Math.round((anual * (RUBROS.length - i)) / 36) }));
  const total = rubros.reduce((a, r) => a + r.valorAnual, 0);
  await sql(`INSERT INTO presupuestos (id, ph_id, anio, porcentaje_imprevistos, rubros, total_rubros, valor_imprevistos, total_anual, cuota_mensual_total, estado, aprobado_en, created_at, updated_at)
    VALUES (gen_random_uuid(), :ph, ${anio}, 1, '${JSON.stringify(rubros)}'::jsonb, ${total}, ${Math.round(total / 100)}, ${total + Math.round(total / 100)}, ${Math.round((total * 1.01) / 12)}, 'aprobado', now(), now(), now())`);
  // Twelve monthly charges per unit, due the 10th; 90 % of them paid on the 5th, each by one payment.
  await sql(`INSERT INTO tasas_mora (id, ph_id, periodo, interes_bancario_corriente_ea, tasa_aplicada_ea, updated_at)
    SELECT gen_random_uuid(), :ph, to_char(m, 'YYYY-MM'), 20, 28, now()
    FROM generate_series('${desde}-01'::date, '${periodo}-01'::date, interval '1 month') m`);
  await sql(`INSERT INTO cargos (id, ph_id, apartamento_id, tipo, concepto, periodo, fecha, fecha_vencimiento, valor, genera_mora, estado, inicio_mora, created_at)
    SELECT gen_random_uuid(), :ph, a.id, 'ordinaria', 'Cuota ' || to_char(m, 'YYYY-MM'), to_char(m, 'YYYY-MM'), m::date, (m + interval '9 days')::date,
           100000 + (abs(hashtext(a.id::text)) % 50000), true, 'vigente', (m + interval '9 days')::date, now()
    FROM apartamentos a CROSS JOIN generate_series('${desde}-01'::date, '${periodo}-01'::date, interval '1 month') m
    WHERE a.ph_id = :ph`);
  await sql(`INSERT INTO pagos (id, ph_id, apartamento_id, numero_recibo, valor, fecha, medio, estado, created_at)
    SELECT gen_random_uuid(), :ph, c.apartamento_id, row_number() OVER (ORDER BY c.fecha, c.id), c.valor, c.fecha + 4, 'transferencia', 'aplicado', now()
    FROM cargos c WHERE c.ph_id = :ph AND abs(hashtext(c.id::text)) % 10 <> 0`);
  await sql(`INSERT INTO aplicaciones_pago (id, pago_id, cargo_id, valor, fecha, created_at)
    SELECT gen_random_uuid(), p.id, c.id, c.valor, p.fecha, now()
    FROM pagos p JOIN cargos c ON c.apartamento_id = p.apartamento_id AND c.fecha + 4 = p.fecha AND c.valor = p.valor
    WHERE p.ph_id = :ph`);
  const [proveedor] = await db.$queryRawUnsafe<{ id: string }[]>(
    `INSERT INTO proveedores (id, ph_id, razon_social, nit, dv, created_at, updated_at)
     VALUES (gen_random_uuid(), '${phId}'::uuid, 'Proveedor del informe', '900481516', 6, now(), now()) RETURNING id`,
  );
  // Thirty egresos a month over the rubros, a few from the fondo and a few annulled.
  await sql(`INSERT INTO egresos (id, ph_id, numero, proveedor_id, rubro, fondo_imprevistos, concepto, descripcion, valor_bruto, tarifa_bp, retencion, neto, fecha, medio, estado, anulado_en, created_at)
    SELECT gen_random_uuid(), :ph, row_number() OVER (), '${proveedor!.id}'::uuid,
           CASE WHEN i % 29 = 0 THEN 'Fondo de imprevistos' ELSE (ARRAY${JSON.stringify(RUBROS).replaceAll('"', "'")})[1 + i % ${RUBROS.length}] END,
           i % 29 = 0, 'servicios', 'Egreso ' || i, 500000 + i * 1000, 400, 2000 + i * 4, 498000 + i * 996,
           (m + ((i % 28) || ' days')::interval)::date, 'transferencia',
           CASE WHEN i % 17 = 0 THEN 'anulado'::"EstadoEgreso" ELSE 'registrado'::"EstadoEgreso" END,
           CASE WHEN i % 17 = 0 THEN m + interval '20 days' END, now()
    FROM generate_series('${desde}-01'::date, '${periodo}-01'::date, interval '1 month') m CROSS JOIN generate_series(1, 30) i`);
  const [solicitante] = await db.$queryRawUnsafe<{ id: string }[]>(
    `INSERT INTO users (id, nombre, email, tipo_documento, numero_documento, password_hash, created_at, updated_at)
     VALUES (gen_random_uuid(), 'Propietaria del informe', 'informe-' || floor(random() * 1e9)::text || '@bench.test', 'CC', '1', 'x', now(), now()) RETURNING id`,
  );
  // Fifty PQRS a month with a 15-day term, most answered within it, some late, some never.
  await sql(`INSERT INTO pqrs (id, ph_id, anio, numero, radicado, tipo, subtipo, asunto, descripcion, solicitante_id, estado, fecha_radicacion, fecha_inicio, termino_dias, fecha_vencimiento, respondida_en, created_at, updated_at)
    SELECT gen_random_uuid(), :ph, extract(year FROM m)::int, row_number() OVER (PARTITION BY extract(year FROM m) ORDER BY m, i), 'R-' || to_char(m, 'YYYYMM') || '-' || i,
           'peticion', 'general', 'Asunto ' || i, 'Descripción', '${solicitante!.id}'::uuid,
           CASE WHEN i % 10 = 0 THEN 'en_tramite'::"PqrsEstado" ELSE 'respondida'::"PqrsEstado" END,
           m + ((i % 20) || ' days')::interval + interval '15 hours', (m + ((i % 20) || ' days')::interval)::date, 15,
           (m + ((i % 20 + 21) || ' days')::interval)::date,
           CASE WHEN i % 10 = 0 THEN NULL ELSE m + ((i % 20 + CASE WHEN i % 7 = 0 THEN 25 ELSE 10 END) || ' days')::interval + interval '16 hours' END,
           now(), now()
    FROM generate_series('${desde}-01'::date, '${periodo}-01'::date, interval '1 month') m CROSS JOIN generate_series(1, 50) i`);
  // Twenty órdenes a month: most verified within the month, a few cancelled, a few still open.
  await sql(`INSERT INTO ordenes_trabajo (id, ph_id, numero, titulo, estado, verificada_en, cancelada_en, created_at, updated_at)
    SELECT gen_random_uuid(), :ph, row_number() OVER (ORDER BY m, i), 'Orden ' || i,
           (CASE WHEN i % 9 = 0 THEN 'cancelada' WHEN i % 5 = 0 THEN 'en_curso' ELSE 'verificada' END)::"EstadoOrden",
           CASE WHEN i % 9 <> 0 AND i % 5 <> 0 THEN m + ((i % 25 + 2) || ' days')::interval END,
           CASE WHEN i % 9 = 0 THEN m + interval '3 days' END,
           m + ((i % 25) || ' days')::interval + interval '14 hours', now()
    FROM generate_series('${desde}-01'::date, '${periodo}-01'::date, interval '1 month') m CROSS JOIN generate_series(1, 20) i`);
  await sql(`INSERT INTO planes_mantenimiento (id, ph_id, clave, titulo, frecuencia, intervalo, fecha_inicio, obligacion_legal, fuente, created_at, updated_at)
    SELECT gen_random_uuid(), :ph, 'obligacion-' || i, 'Obligación ' || i, 'meses', 6, '${desde}-01'::date, true, 'Norma ' || i, now(), now()
    FROM generate_series(1, 8) i`);
  await db.$executeRawUnsafe('ANALYZE');
  return phId;
}

/** The report's figures as plain SQL on the same rows: the floor the report's own reads are compared with. */
async function informeEnSql(db: Database, phId: string, periodo: string): Promise<void> {
  const desde = `${periodo}-01`;
  const hasta = finDePeriodo(periodo);
  await db.$queryRawUnsafe(
    `SELECT
      (SELECT sum(valor) FROM cargos WHERE ph_id = $1::uuid AND estado = 'vigente' AND fecha BETWEEN $2::date AND $3::date) AS facturado,
      (SELECT sum(valor) FROM pagos WHERE ph_id = $1::uuid AND estado = 'aplicado' AND medio <> 'nota_credito' AND fecha BETWEEN $2::date AND $3::date) AS recaudado,
      (SELECT sum(c.valor - coalesce(a.pagado, 0)) FROM cargos c
         LEFT JOIN (SELECT cargo_id, sum(valor) AS pagado FROM aplicaciones_pago WHERE anulada_en IS NULL AND fecha <= $3::date GROUP BY 1) a ON a.cargo_id = c.id
         WHERE c.ph_id = $1::uuid AND c.estado = 'vigente' AND c.fecha <= $3::date) AS cartera,
      (SELECT json_agg(e) FROM (SELECT rubro, extract(month FROM fecha) AS mes, sum(valor_bruto) FROM egresos
         WHERE ph_id = $1::uuid AND estado = 'registrado' AND fecha BETWEEN date_trunc('year', $3::date) AND $3::date GROUP BY 1, 2) e) AS egresos,
      (SELECT count(*) FROM pqrs WHERE ph_id = $1::uuid AND respondida_en::date BETWEEN $2::date AND $3::date) AS pqrs,
      (SELECT count(*) FROM ordenes_trabajo WHERE ph_id = $1::uuid AND created_at::date BETWEEN $2::date AND $3::date) AS ordenes`,
    phId,
    desde,
    hasta,
  );
}

async function mediana(repeticiones: number, medir: () => Promise<unknown>): Promise<number> {
  await medir(); // warm-up: plans cached, code compiled
  const tiempos: number[] = [];
  for (let i = 0; i < repeticiones; i++) {
    const inicio = performance.now();
    await medir();
    tiempos.push(performance.now() - inicio);
  }
  tiempos.sort((a, b) => a - b);
  return Math.round(tiempos[Math.floor(tiempos.length / 2)]! * 10) / 10;
}

/** Builds the complex and times the report; answers one row per measure, each with the SQL reference. */
export async function benchInformeMensual(db: Database, opciones: OpcionesInforme = {}): Promise<FilaInforme[]> {
  const unidades = opciones.unidades ?? 2_000;
  const periodo = opciones.periodo ?? '2026-10';
  const repeticiones = opciones.repeticiones ?? 5;
  const phId = await construirConjuntoInforme(db, unidades, periodo);
  const conjunto = { nombre: 'Conjunto del informe', nit: '900999999', direccion: 'Calle 1 # 2-3', ciudad: 'Bogotá' };
  const referenciaMs = await mediana(repeticiones, () => informeEnSql(db, phId, periodo));
  const informeMs = await mediana(repeticiones, async () =>
    renderInformePdf(conjunto, await informeMensualDe(db, phId, periodo)),
  );
  const ejecucionMs = await mediana(repeticiones, () =>
    ejecucionDe(db, phId, Number(periodo.slice(0, 4)), finDePeriodo(periodo)),
  );
  const fila = (medida: string, medianaMs: number, objetivoMs: number | null): FilaInforme => ({
    medida,
    medianaMs,
    referenciaMs,
    razon: Math.round((medianaMs / referenciaMs) * 10) / 10,
    objetivo: objetivoMs === null ? '—' : `< ${objetivoMs / 1000} s`,
    ok: objetivoMs === null || medianaMs < objetivoMs,
  });
  return [
    fila(`Informe mensual PDF (${unidades.toLocaleString('es-CO')} unidades, ${periodo})`, informeMs, 2_000),
    fila('Ejecución presupuestal (al cierre del mes)', ejecucionMs, null),
    fila('Referencia: las cifras del informe en SQL', referenciaMs, null),
  ];
}
