// pnpm backup [carpeta]: database + stored files + manifest.json, with the server's own settings.
import { join } from 'node:path';

import { loadConfig } from '../../config.ts';
import { createBackup } from './create-backup.ts';
import { describeBackup } from './report.ts';

async function main(): Promise<number> {
  const [folderArg, ...rest] = process.argv.slice(2);
  if (rest.length > 0 || folderArg?.startsWith('-')) {
    console.error('Uso: pnpm backup [carpeta]   (por defecto ./.data/respaldos/<fecha y hora>)');
    return 2;
  }
  const config = loadConfig();
  const folder = folderArg ?? join('.data', 'respaldos', new Date().toISOString().replace(/[:.]/g, '-'));
  const manifest = await createBackup({ config, folder });
  console.log(describeBackup(folder, manifest));
  return 0;
}

// PGlite keeps the event loop alive after closing: exit explicitly.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`No se pudo crear el respaldo: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
