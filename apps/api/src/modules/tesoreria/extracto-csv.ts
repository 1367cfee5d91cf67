// A bank statement sent as CSV text, read into its fields and rows (papaparse): pure CPU work, run in the
// heavy-work pool (src/workers). The parser stops reading one row past EXTRACTO_MAX_FILAS.
import Papa from 'papaparse';

import { campoDeColumna, EXTRACTO_MAX_FILAS } from '@horizonte/contracts';

import type { RegistroExtracto } from './importar.ts';

export function leerExtractoCsv({ csv }: { csv: string }): { campos: string[]; registros: RegistroExtracto[] } {
  const parsed = Papa.parse<RegistroExtracto>(csv.trim(), {
    header: true,
    skipEmptyLines: true,
    preview: EXTRACTO_MAX_FILAS + 1,
    transformHeader: (h) => campoDeColumna(h) ?? h.trim().toLowerCase(),
  });
  return { campos: parsed.meta.fields ?? [], registros: parsed.data };
}
