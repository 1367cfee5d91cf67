// Writes the OpenAPI document that /api/openapi.json serves to a file (default .generated/openapi.json,
// gitignored) for `redocly lint`: `pnpm --filter @horizonte/api run openapi:lint`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { buildOpenApiDocument } from '../src/http/openapi.ts';
import { appRouter } from '../src/router.ts';

const target = resolve(process.argv[2] ?? '.generated/openapi.json');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(appRouter, '/api'), null, 2)}\n`);
console.log(`Documento OpenAPI escrito en ${target}`);
