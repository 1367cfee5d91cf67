// A bank statement sent as the file the bank gave (CSV or XLSX, multipart): read by the same hardened
// reader as the units import (type by content, size, rows and cells bounded, dates of Excel cells as
// civil dates), then reconciled like the CSV text — or only previewed.
import { campoDeColumna, EXTRACTO_MAX_BYTES } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import type { UploadedFile } from '../../http/plain-routes.ts';
import { fail } from '../../lib/errors.ts';
import { runHeavy } from '../../workers/pool.ts';
import type { Actor } from '../access/actor.ts';
import { requireTesoreria } from './access.ts';
import { conciliarExtracto, type OpcionesExtracto, type RegistroExtracto } from './importar.ts';

export async function importarExtractoArchivo(
  deps: Deps,
  actor: Actor,
  phId: string,
  archivo: UploadedFile | undefined,
  opciones: OpcionesExtracto,
) {
  // Who may apply payments first: nobody else makes the server read a file.
  await requireTesoreria(deps.db, actor.user, phId, 'manage');
  if (!archivo) throw fail.badRequest('EXTRACTO_FALTANTE');
  if (archivo.bytes.byteLength > EXTRACTO_MAX_BYTES) throw fail.badRequest('EXTRACTO_GRANDE');
  const hoja = await runHeavy('hoja', { bytes: archivo.bytes, columnas: 'extracto' });
  const campos = hoja.headers.map((encabezado) => campoDeColumna(encabezado));
  const registros: RegistroExtracto[] = hoja.rows.map(({ cells }) =>
    Object.fromEntries(campos.flatMap((campo, i) => (campo ? [[campo, cells[i] ?? '']] : []))),
  );
  return conciliarExtracto(
    deps,
    actor,
    phId,
    campos.filter((c) => c !== null),
    registros,
    opciones,
  );
}
