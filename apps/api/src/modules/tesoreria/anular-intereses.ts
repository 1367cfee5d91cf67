// Annulling a facturación does not leave its interest behind (issue 26, point 2). The mora its charges
// caused was liquidated into interest charges of their own — at a payment, in a later run (emitted or
// still a draft) — that point back to them (origen_cargo_id). Art. 30 of Ley 675 charges interest on
// what is owed late: once the capital is annulled nothing was owed, so its interest is reversed with it,
// in the same transaction (the rows stay, as anulados; their applications are reversed by the caller).
import type { Prisma } from '@horizonte/db';

type Tx = Prisma.TransactionClient;

export interface InteresDerivado {
  id: string;
  apartamentoId: string;
  facturacionId: string | null;
  valor: number;
  estado: 'borrador' | 'vigente';
}

/** The live or draft interest charges liquidated on the capital charges of run `facturacionId`. */
export async function interesesDerivados(tx: Tx, facturacionId: string): Promise<InteresDerivado[]> {
  const origenes = await tx.cargo.findMany({ where: { facturacionId, tipo: { not: 'interes' } }, select: { id: true } });
  if (origenes.length === 0) return [];
  const rows = await tx.cargo.findMany({
    where: { origenCargoId: { in: origenes.map((o) => o.id) }, tipo: 'interes', estado: { in: ['vigente', 'borrador'] } },
    select: { id: true, apartamentoId: true, facturacionId: true, valor: true, estado: true },
    orderBy: [{ fecha: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => ({ ...r, estado: r.estado as InteresDerivado['estado'] }));
}

/**
 * Reverses them. A draft run that carried one no longer bills it: its total and line count drop, and the
 * annulled line stays annulled when the draft is emitted. An emitted run keeps the total it billed; the
 * unit's estado de cuenta shows the reversal.
 */
export async function anularInteresesDerivados(tx: Tx, derivados: readonly InteresDerivado[], now: Date): Promise<void> {
  if (derivados.length === 0) return;
  await tx.cargo.updateMany({
    where: { id: { in: derivados.map((d) => d.id) }, estado: { in: ['vigente', 'borrador'] } },
    data: { estado: 'anulado', anuladoEn: now },
  });
  const borradores = new Map<string, { valor: number; cargos: number }>();
  for (const d of derivados) {
    if (d.estado !== 'borrador' || !d.facturacionId) continue;
    const suma = borradores.get(d.facturacionId) ?? { valor: 0, cargos: 0 };
    borradores.set(d.facturacionId, { valor: suma.valor + d.valor, cargos: suma.cargos + 1 });
  }
  for (const [id, suma] of borradores)
    await tx.facturacion.updateMany({
      where: { id, estado: 'borrador' },
      data: { total: { decrement: BigInt(suma.valor) }, cargos: { decrement: suma.cargos } },
    });
}
