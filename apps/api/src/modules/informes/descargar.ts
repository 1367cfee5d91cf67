// GET /ph/{id}/informe-mensual.pdf?periodo=AAAA-MM: the consejo's pack of a month that has begun.
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { hoy } from '../tesoreria/ledger.ts';
import { archivoPdf } from '../tesoreria/pdf.ts';
import { readableInformes } from './access.ts';
import { assertPeriodoIniciado, informeMensualDe } from './datos.ts';
import { renderInformePdf } from './pdf.ts';

export async function informeMensualPdf(deps: Deps, actor: Actor, input: { id: string; periodo: string }) {
  const ph = await readableInformes(deps.db, actor.user, input.id);
  assertPeriodoIniciado(input.periodo, hoy(deps.clock));
  const pdf = await renderInformePdf(ph, await informeMensualDe(deps.db, ph.id, input.periodo));
  return archivoPdf(pdf.nombre, pdf.bytes);
}
