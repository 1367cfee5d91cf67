// A kept import as the client sees it.
import type { ImportacionPreview } from '@horizonte/contracts';
import type { Importacion } from '@horizonte/db';

/** Only a preview without errors may be confirmed. */
export function toImportacionOutput(
  importacion: Importacion,
  errores: ImportacionPreview['errores'],
): ImportacionPreview['importacion'] {
  return {
    id: importacion.id,
    archivo: importacion.archivo,
    estado: importacion.status,
    puedeConfirmarse: errores.length === 0,
  };
}
