// The downloadable template (drawn by template-workbook.ts in a worker thread).
import type { Deps } from '../../deps.ts';
import { bufferOf } from '../../workers/bytes.ts';
import { runHeavy } from '../../workers/pool.ts';
import type { Actor } from '../access/actor.ts';
import { importingProperty } from './access.ts';

export async function importTemplate({ db }: Deps, actor: Actor, phId: string): Promise<Buffer> {
  await importingProperty(db, actor.user, phId);
  return bufferOf(await runHeavy('plantillaImportacion'));
}
