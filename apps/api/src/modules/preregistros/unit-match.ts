// The unit a person typed in their preregistro («Torre 1», «101»), matched to one of the complex's
// units so the administration sees it preselected; nothing matches when the text is ambiguous.
import { normalizeTorre } from '@horizonte/contracts';
import type { Database } from '@horizonte/db';

/** Case and spaces do not matter: «Torre 1» / «torre1» / «1» and «Apto 101 » / «apto 101». */
const comparable = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

export async function matchingUnit(
  db: Database,
  phId: string,
  torre: string | undefined,
  unidad: string | undefined,
): Promise<string | null> {
  if (!unidad) return null;
  const numero = comparable(unidad);
  const tower = comparable(normalizeTorre(torre ?? ''));
  // A complex has at most a few hundred units: reading their keys is cheaper than normalising in SQL.
  const units = await db.apartamento.findMany({ where: { phId }, select: { id: true, torre: true, numero: true } });
  const matches = units.filter((u) => comparable(u.numero) === numero && comparable(u.torre) === tower);
  return matches.length === 1 ? matches[0]!.id : null;
}
