// What `pnpm backup` and `pnpm restore` print: short, in Spanish, with every difference named.
import type { BackupManifest } from './manifest.ts';
import type { RestoreReport } from './restore-backup.ts';

const count = (n: number) => n.toLocaleString('es-CO');
const kindName = (kind: BackupManifest['database']['kind']) => (kind === 'pglite' ? 'PGlite (embebida)' : 'PostgreSQL');

export function describeBackup(folder: string, manifest: BackupManifest): string {
  const rows = Object.values(manifest.database.rowCounts).reduce((a, b) => a + b, 0);
  const bytes = manifest.storage.files.reduce((a, f) => a + f.bytes, 0);
  return [
    `Respaldo creado en ${folder}`,
    `  Base de datos: ${kindName(manifest.database.kind)}, ${manifest.database.file} (${count(manifest.database.bytes)} bytes), ` +
      `${count(Object.keys(manifest.database.rowCounts).length)} tablas, ${count(rows)} filas, ` +
      `última migración ${manifest.database.latestMigration ?? '(ninguna)'}`,
    `  Archivos (${manifest.storage.driver}): ${count(manifest.storage.files.length)}, ${count(bytes)} bytes`,
  ].join('\n');
}

/** Tables with rows (or with a difference) one per line, then the files and the verdict. */
export function describeRestore(report: RestoreReport): string {
  const lines = ['Comparación con el manifiesto:', '  Tabla'.padEnd(48) + 'respaldo'.padStart(10) + 'restaurada'.padStart(12)];
  const differing = report.tables.filter((t) => t.expected !== t.restored);
  for (const t of report.tables) {
    if (t.expected === t.restored && !t.expected) continue;
    const mark = t.expected === t.restored ? '' : '   ✖ DISTINTA';
    lines.push(`  ${t.table}`.padEnd(48) + show(t.expected).padStart(10) + show(t.restored).padStart(12) + mark);
  }
  lines.push(
    `  Tablas: ${count(report.tables.length - differing.length)} de ${count(report.tables.length)} con las mismas filas (las vacías no se listan)`,
  );
  const badFiles = report.files.filter((f) => f.expected !== f.restored);
  lines.push(
    `  Archivos: ${count(report.files.length - badFiles.length)} de ${count(report.files.length)} con la misma suma sha256`,
  );
  for (const f of badFiles)
    lines.push(`    ✖ ${f.key}: ${f.restored ? 'la suma sha256 no coincide' : 'no quedó en el almacenamiento'}`);
  if (report.previousMovedTo) lines.push(`La base que había antes quedó en ${report.previousMovedTo}`);
  lines.push(
    report.mismatches === 0
      ? 'Restauración verificada: filas y archivos iguales al respaldo.'
      : `Restauración con ${count(report.mismatches)} diferencias: revise las marcadas con ✖.`,
  );
  return lines.join('\n');
}

const show = (n: number | null) => (n === null ? '—' : count(n));
