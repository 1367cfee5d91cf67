// The repository's root folder, found from this module whether it runs from its TypeScript source
// (packages/db/src) or bundled into the compiled API (apps/api/dist): files read at run time
// (prisma/migrations, the built web app) are located from here, not from a depth that only one layout has.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findWorkspaceRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No se encontró la raíz del repositorio (pnpm-workspace.yaml) desde ${start}`);
  }
}

export const workspaceRoot = findWorkspaceRoot(path.dirname(fileURLToPath(import.meta.url)));
