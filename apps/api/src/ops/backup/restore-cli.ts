// pnpm restore <carpeta> [--forzar]: into the database and storage the server's settings name.
import { loadConfig } from '../../config.ts';
import { describeRestore } from './report.ts';
import { restoreBackup } from './restore-backup.ts';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes('--forzar');
  const folders = args.filter((a) => a !== '--forzar');
  if (folders.length !== 1 || folders[0]!.startsWith('-')) {
    console.error('Uso: pnpm restore <carpeta del respaldo> [--forzar]');
    return 2;
  }
  const report = await restoreBackup({ config: loadConfig(), folder: folders[0]!, force });
  console.log(describeRestore(report));
  return report.mismatches === 0 ? 0 : 1;
}

// PGlite keeps the event loop alive after closing: exit explicitly.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`No se pudo restaurar: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
