// The treasury's PDF documents: the data is gathered here, the drawing (pdf-render.ts) runs in a worker thread.
import { bufferOf } from '../../workers/bytes.ts';
import { runHeavy } from '../../workers/pool.ts';
import type { Documento } from './pdf-render.ts';

// Money, dates and percentages in a document are written as on the screens (es-CO, issue 26 #11).
export { formatoFecha, formatoPesos, formatoPorcentaje } from '@horizonte/contracts';
export type { Documento, Tabla } from './pdf-render.ts';

/** Renders a one-column document: header with the complex, title, lines, an optional table, footer. */
export async function renderPdf(doc: Documento): Promise<Buffer> {
  return bufferOf(await runHeavy('pdf', doc));
}

export function archivoPdf(nombre: string, bytes: Buffer) {
  return { nombre, tipo: 'application/pdf', base64: bytes.toString('base64') };
}
