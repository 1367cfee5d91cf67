// What the complex must declare each month (formulario 350): the retenciones of its registered
// egresos by month and concept. Every month is listed, also at zero: the declaración is due even
// without retenciones (the legal calendar of mantenimiento reminds it). The base is what the retención
// was computed on (the AIU for aseo y vigilancia).
import { CONCEPTOS_RETENCION, type ConceptoRetencion } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { requireTesoreria } from '../tesoreria/access.ts';
import { civil, dateOf } from '../tesoreria/ledger.ts';

export async function retencionesDelAnio(deps: Deps, actor: Actor, phId: string, anio: number) {
  const ph = await requireTesoreria(deps.db, actor.user, phId, 'read');
  const rows = await deps.db.egreso.findMany({
    where: { phId: ph.id, estado: 'registrado', fecha: { gte: dateOf(`${anio}-01-01`), lte: dateOf(`${anio}-12-31`) } },
    select: { fecha: true, concepto: true, valorBruto: true, baseRetencion: true, retencion: true },
  });
  const meses = Array.from({ length: 12 }, (_, i) => {
    const periodo = `${anio}-${String(i + 1).padStart(2, '0')}`;
    const delMes = rows.filter((r) => civil(r.fecha).startsWith(periodo) && r.retencion > 0n);
    const porConcepto = CONCEPTOS_RETENCION.flatMap((concepto: ConceptoRetencion) => {
      const deEste = delMes.filter((r) => r.concepto === concepto);
      if (deEste.length === 0) return [];
      return [
        {
          concepto,
          base: deEste.reduce((a, r) => a + Number(r.baseRetencion ?? r.valorBruto), 0),
          retencion: deEste.reduce((a, r) => a + Number(r.retencion), 0),
        },
      ];
    });
    return { periodo, total: porConcepto.reduce((a, c) => a + c.retencion, 0), porConcepto };
  });
  return { anio, total: meses.reduce((a, m) => a + m.total, 0), meses };
}
