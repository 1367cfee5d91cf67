import type { Deps } from '../../deps.ts';
import { conAutor } from '../../lib/autor.ts';
import type { PageInput } from '../../lib/paginate.ts';
import { readPage } from '../../lib/sql-page.ts';
import type { Actor } from '../access/actor.ts';
import { lector } from './access.ts';
import { comunicadosLista } from './sql.ts';

/** The list as SQL (guard, then totals and page together): every member's first screen of the complex. */
export async function listarComunicados(deps: Deps, actor: Actor, phId: string, page: PageInput) {
  const miembro = await lector(deps.db, actor, phId);
  const { totales, filas } = await readPage(deps.db, comunicadosLista(phId, actor.user.id, miembro), page);
  return { total: totales.total, noLeidos: totales.noLeidos, rows: filas.map(conAutor) };
}
