// Spreadsheet import benchmark on PostgreSQL (issue 14 §1): a 2 000-row workbook (one unit and one
// person per row, 1 800 with an email → 1 800 invitations) previewed and applied through the real
// server, then the same file again (idempotent: nothing to apply). Limits: preview < 3 s, apply < 10 s.
//   BENCH_DATABASE_URL=postgresql://… pnpm bench:import
import { createDatabase } from '@horizonte/db';

import { phSearchText } from '../apps/api/src/lib/text.ts';
import { createSession } from '../apps/api/src/modules/auth/sessions.ts';
import { csvOf, unitRows, xlsxOf } from '../apps/api/test/support/spreadsheets.ts';
import { startBenchServer } from './lib/server.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 2000);
const LIMITS = { preview: 3, apply: 10 };

if (!process.env.BENCH_DATABASE_URL?.startsWith('postgres')) {
  console.error('bench:import necesita PostgreSQL: BENCH_DATABASE_URL=postgresql://… (ver scripts/postgres.sh)');
  process.exit(2);
}

interface Step {
  paso: string;
  archivo: string;
  segundos: number;
  limite?: number;
  detalle: string;
}

// One file invites ~1 800 people: past the default «100 altas por hora» (issue 25 #8), raised here for the bench.
const server = await startBenchServer({ RESIDENT_INVITATIONS_PER_ADMIN_PER_HOUR: String(ROWS) });
const database = await createDatabase(server.databaseUrl);
const steps: Step[] = [];
let failed = false;
try {
  const admin = await database.prisma.user.findFirstOrThrow({ where: { email: 'admin.altos@horizonte.co' } });
  const { token } = await createSession(database.prisma, admin.id, new Date());
  const headers = { authorization: `Bearer ${token}` };

  async function newComplex(n: number): Promise<string> {
    const data = {
      nombre: `Conjunto Importado ${n}`,
      nit: `90055500${n}`,
      direccion: 'Calle 1 # 2-3',
      ciudad: 'Bogotá',
      identificador: `imp${n}`,
    };
    const ph = await database.prisma.pH.create({ data: { ...data, searchText: phSearchText(data) } });
    await database.prisma.userRole.create({ data: { userId: admin.id, phId: ph.id, rol: 'admin' } });
    return ph.id;
  }

  async function timed<T>(run: () => Promise<T>): Promise<{ value: T; seconds: number }> {
    const started = performance.now();
    const value = await run();
    return { value, seconds: (performance.now() - started) / 1000 };
  }

  async function preview(phId: string, bytes: Uint8Array, name: string) {
    const form = new FormData();
    form.append('archivo', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${server.url}/api/ph/${phId}/importaciones`, { method: 'POST', body: form, headers });
    const body = (await res.json()) as {
      importacion: { id: string };
      resumen: Record<string, number>;
      errores: unknown[];
      message?: string;
    };
    if (res.status !== 200 || body.errores.length)
      throw new Error(`vista previa ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return body;
  }

  async function apply(id: string) {
    const res = await fetch(`${server.url}/api/importaciones/${id}/confirmar`, { method: 'POST', headers });
    const body = (await res.json()) as { resumen: Record<string, number>; message?: string };
    if (res.status !== 200) throw new Error(`confirmar ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return body;
  }

  const rows = unitRows(ROWS);
  const files = [
    { name: `${ROWS}-filas.xlsx`, bytes: await xlsxOf(rows) },
    { name: `${ROWS}-filas.csv`, bytes: csvOf(rows) },
  ];
  for (const [i, file] of files.entries()) {
    const phId = await newComplex(i + 1);
    const kb = `${(file.bytes.byteLength / 1024).toFixed(0)} KB`;
    const first = await timed(() => preview(phId, file.bytes, file.name));
    const r = first.value.resumen;
    steps.push({
      paso: 'Vista previa',
      archivo: `${file.name} (${kb})`,
      segundos: first.seconds,
      limite: LIMITS.preview,
      detalle: `${r.unidadesNuevas} nuevas, ${r.personas} personas, ${r.invitaciones} invitaciones, suma ${r.sumaCoeficientes} %`,
    });
    const applied = await timed(() => apply(first.value.importacion.id));
    const units = await database.prisma.apartamento.count({ where: { phId } });
    const invitations = await database.prisma.invitation.count({ where: { phId } });
    steps.push({
      paso: 'Aplicar (una transacción)',
      archivo: file.name,
      segundos: applied.seconds,
      limite: LIMITS.apply,
      detalle: `${units} unidades y ${invitations} invitaciones en la base`,
    });
    const again = await timed(() => preview(phId, file.bytes, file.name));
    steps.push({
      paso: 'Vista previa del mismo archivo',
      archivo: file.name,
      segundos: again.seconds,
      limite: LIMITS.preview,
      detalle: `${again.value.resumen.unidadesSinCambios} sin cambios, ${again.value.resumen.unidadesNuevas} nuevas`,
    });
    const reapplied = await timed(() => apply(again.value.importacion.id));
    const after = await database.prisma.apartamento.count({ where: { phId } });
    steps.push({
      paso: 'Aplicarlo de nuevo (idempotente)',
      archivo: file.name,
      segundos: reapplied.seconds,
      limite: LIMITS.apply,
      detalle: `${after} unidades (sin cambios: ${after === units ? 'sí' : 'NO'})`,
    });
    if (after !== units || units !== ROWS || invitations !== r.invitaciones) failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await database.close();
  await server.stop();
  await server.dropDatabase();
}

console.log(`\nImportación de hojas de cálculo · PostgreSQL · ${ROWS} filas (una unidad y una persona por fila)\n`);
const header = ['Paso', 'Archivo', 'Segundos', 'Límite', 'Resultado', 'Detalle'];
const lines = steps.map((s) => {
  const ok = s.limite === undefined || s.segundos < s.limite;
  if (!ok) failed = true;
  return [s.paso, s.archivo, s.segundos.toFixed(2), s.limite ? `< ${s.limite} s` : '', ok ? 'OK' : 'EXCEDE', s.detalle];
});
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
for (const line of [header, widths.map((w) => '-'.repeat(w)), ...lines])
  console.log(line.map((c, i) => c.padEnd(widths[i]!)).join('  '));
process.exit(failed ? 1 : 0);
