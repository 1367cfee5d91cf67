// The annual certificado de retenciones en la fuente a título de renta for one proveedor (Decreto
// 1625 de 2016 art. 1.6.1.13.2.40; E.T. art. 381): the agent, the withheld party, the year, and per
// concept the amount paid and the retención practiced and consigned.
import { CONCEPTOS_RETENCION, ETIQUETA_CONCEPTO_RETENCION, formatoFecha } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requireTesoreria } from '../tesoreria/access.ts';
import { dateOf } from '../tesoreria/ledger.ts';
import { archivoPdf, formatoPesos, renderPdf } from '../tesoreria/pdf.ts';

export async function certificadoRetenciones(deps: Deps, actor: Actor, phId: string, proveedorId: string, anio: number) {
  const ph = await requireTesoreria(deps.db, actor.user, phId, 'read');
  const proveedor = await deps.db.proveedor.findFirst({ where: { id: proveedorId, phId: ph.id } });
  if (!proveedor) throw fail.notFound('EGRESO_PROVEEDOR_NO_ENCONTRADO');
  const egresos = await deps.db.egreso.findMany({
    where: { proveedorId, estado: 'registrado', fecha: { gte: dateOf(`${anio}-01-01`), lte: dateOf(`${anio}-12-31`) } },
    select: { concepto: true, valorBruto: true, retencion: true },
  });
  const filas = CONCEPTOS_RETENCION.flatMap((concepto) => {
    const deEste = egresos.filter((e) => e.concepto === concepto);
    if (deEste.length === 0) return [];
    const pagado = deEste.reduce((a, e) => a + Number(e.valorBruto), 0);
    const retenido = deEste.reduce((a, e) => a + Number(e.retencion), 0);
    return [{ concepto, pagado, retenido }];
  });
  const totalRetenido = filas.reduce((a, f) => a + f.retenido, 0);
  const bytes = await renderPdf({
    titulo: `Certificado de retención en la fuente ${anio}`,
    conjunto: { nombre: ph.nombre, nit: ph.nit, direccion: ph.direccion, ciudad: ph.ciudad },
    lineas: [
      `Agente retenedor: ${ph.nombre} · NIT ${ph.nit}`,
      `Retenido: ${proveedor.razonSocial} · NIT ${proveedor.nit}-${proveedor.dv}`,
      `Periodo: 1 de enero a 31 de diciembre de ${anio}`,
      `Ciudad donde se consignó la retención: ${ph.ciudad}`,
      `Fecha de expedición: ${formatoFecha(bogotaDate(deps.clock.now()))}`,
    ],
    tabla: {
      columnas: [
        { titulo: 'Concepto', ancho: 250 },
        { titulo: 'Valor pagado', ancho: 125, derecha: true },
        { titulo: 'Retención', ancho: 125, derecha: true },
      ],
      filas: [
        ...filas.map((f) => [ETIQUETA_CONCEPTO_RETENCION[f.concepto], formatoPesos(f.pagado), formatoPesos(f.retenido)]),
        ['Total', formatoPesos(filas.reduce((a, f) => a + f.pagado, 0)), formatoPesos(totalRetenido)],
      ],
    },
    pie: [
      'Retenciones a título de renta practicadas y consignadas oportunamente a la DIAN.',
      'Certificado expedido según el artículo 381 del Estatuto Tributario y el Decreto 1625 de 2016, art. 1.6.1.13.2.40. No requiere firma autógrafa.',
    ],
  });
  return archivoPdf(`certificado-retencion-${anio}-${proveedor.nit}.pdf`, bytes);
}
