// Registers an egreso: the proveedor and the orden or contrato it pays must be the complex's, the
// rubro one of the approved budget of the egreso's year (or the fondo de imprevistos, Ley 675 art.
// 35); the retención is computed here from the complex's table for that year, never taken from the
// client. The comprobante's consecutive is taken under the complex's lock.
import { conceptoSobreAiu, liquidarRetencion, RUBRO_IMPREVISTOS, type EgresoData } from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requireTesoreria } from '../tesoreria/access.ts';
import { dateOf, hoy } from '../tesoreria/ledger.ts';
import { bloquearConjunto } from '../tesoreria/pagos.ts';
import { egresoInclude, toEgresoOutput } from './output.ts';
import { tablaDe } from './tarifas.ts';

async function rubroDe(tx: Prisma.TransactionClient, phId: string, data: EgresoData): Promise<string> {
  if (data.fondoImprevistos) return RUBRO_IMPREVISTOS;
  const anio = Number(data.fecha.slice(0, 4));
  const presupuesto = await tx.presupuesto.findFirst({ where: { phId, anio, estado: 'aprobado' }, select: { rubros: true } });
  if (!presupuesto) throw fail.badRequest('EGRESO_SIN_PRESUPUESTO', anio);
  const rubros = presupuesto.rubros as { nombre: string }[];
  const rubro = rubros.find((r) => r.nombre.toLowerCase() === data.rubro!.toLowerCase());
  if (!rubro) throw fail.badRequest('EGRESO_RUBRO_NO_EXISTE', data.rubro!, anio);
  return rubro.nombre;
}

export async function createEgreso(deps: Deps, actor: Actor, phId: string, data: EgresoData) {
  const ph = await requireTesoreria(deps.db, actor.user, phId, 'manage');
  const today = hoy(deps.clock);
  if (data.fecha > today) throw fail.badRequest('EGRESO_FECHA_FUTURA', today);
  const row = await deps.db.$transaction(async (tx) => {
    const proveedor = await tx.proveedor.findFirst({ where: { id: data.proveedorId, phId: ph.id } });
    if (!proveedor) throw fail.badRequest('EGRESO_PROVEEDOR_NO_ENCONTRADO');
    if (data.contratoId && !(await tx.contratoProveedor.count({ where: { id: data.contratoId, proveedorId: proveedor.id } })))
      throw fail.badRequest('EGRESO_CONTRATO_NO_ENCONTRADO');
    if (data.ordenId && !(await tx.ordenTrabajo.count({ where: { id: data.ordenId, phId: ph.id } })))
      throw fail.badRequest('EGRESO_ORDEN_NO_ENCONTRADA');
    const rubro = await rubroDe(tx, ph.id, data);
    const { filas } = await tablaDe(tx, ph.id, Number(data.fecha.slice(0, 4)));
    const fila = filas.find((f) => f.concepto === data.concepto)!;
    // Aseo y vigilancia retain on the AIU (DUR art. 1.2.4.4.10); every other concept on the bruto.
    const aiu = conceptoSobreAiu(data.concepto) ? data.baseRetencion : undefined;
    const liquidacion = liquidarRetencion(data.valorBruto, fila, proveedor, aiu ?? data.valorBruto);
    await bloquearConjunto(tx, ph.id);
    const last = await tx.egreso.aggregate({ where: { phId: ph.id }, _max: { numero: true } });
    const egreso = await tx.egreso.create({
      data: {
        phId: ph.id,
        numero: (last._max.numero ?? 0) + 1,
        proveedorId: proveedor.id,
        rubro,
        fondoImprevistos: data.fondoImprevistos,
        ordenId: data.ordenId ?? null,
        contratoId: data.contratoId ?? null,
        concepto: data.concepto,
        descripcion: data.descripcion,
        valorBruto: data.valorBruto,
        baseRetencion: aiu ?? null,
        baseUvt: liquidacion.baseUvt,
        tarifaBp: liquidacion.tarifaBp,
        retencion: liquidacion.retencion,
        neto: liquidacion.neto,
        fecha: dateOf(data.fecha),
        medio: data.medio,
        referencia: data.referencia || null,
        creadoPorId: actor.user.id,
        createdAt: deps.clock.now(),
      },
      include: egresoInclude,
    });
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'egreso.create',
      entity: 'egreso',
      entityId: egreso.id,
      details: {
        numero: egreso.numero,
        proveedorId: proveedor.id,
        rubro,
        concepto: data.concepto,
        valorBruto: data.valorBruto,
        baseRetencion: aiu ?? null,
        retencion: liquidacion.retencion,
        neto: liquidacion.neto,
        fecha: data.fecha,
      },
      ip: actor.ip,
    });
    return egreso;
  });
  return toEgresoOutput(row);
}
