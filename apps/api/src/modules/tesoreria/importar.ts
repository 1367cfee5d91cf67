// Bank reconciliation: a statement in CSV (fecha, valor, referencia, descripcion). A row whose
// referencia names a unit (torre-numero like "1-101", or "101" when the complex has no towers)
// becomes a payment; the others come back for manual assignment. A row seen before (same fecha,
// valor and referencia) is never applied twice: its key is unique per complex.
import Papa from 'papaparse';
import { esFecha, TESORERIA_MSG, type Pago } from '@horizonte/contracts';
import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { requireTesoreria } from './access.ts';
import { registrarPago, toPagoOutput } from './pagos.ts';

interface Fila {
  fila: number;
  fecha: string;
  valor: number;
  referencia: string;
  descripcion: string;
}

const normaliza = (s: string) => s.trim().toUpperCase().replace(/\s+/g, '');

/** "1.250.000", "1250000", "$ 1.250.000" → 1250000; anything else → NaN. */
function pesosDe(texto: string): number {
  const limpio = texto.replace(/[$\s]/g, '').replace(/\./g, '').replace(/,00$/, '');
  return /^\d+$/.test(limpio) ? Number(limpio) : NaN;
}

export async function importarPagos(deps: Deps, actor: Actor, phId: string, csv: string) {
  const ph = await requireTesoreria(deps.db, actor.user, phId, 'manage');
  const parsed = Papa.parse<Record<string, string>>(csv.trim(), { header: true, skipEmptyLines: true, transformHeader: (h) => h.trim().toLowerCase() });
  const campos = parsed.meta.fields ?? [];
  if (!['fecha', 'valor', 'referencia', 'descripcion'].every((c) => campos.includes(c))) throw fail.badRequest(TESORERIA_MSG.csvInvalido);
  const unidades = await deps.db.apartamento.findMany({ where: { phId: ph.id }, select: { id: true, torre: true, numero: true } });
  const porReferencia = new Map<string, string>();
  for (const u of unidades) {
    porReferencia.set(normaliza(u.torre ? `${u.torre}-${u.numero}` : u.numero), u.id);
  }
  const aplicados: Pago[] = [];
  const duplicados: Fila[] = [];
  const sinAsignar: (Fila & { motivo: string })[] = [];
  for (const [i, r] of parsed.data.entries()) {
    const fila: Fila = { fila: i + 2, fecha: (r.fecha ?? '').trim(), valor: pesosDe(r.valor ?? ''), referencia: (r.referencia ?? '').trim(), descripcion: (r.descripcion ?? '').trim() };
    if (!esFecha(fila.fecha) || !Number.isSafeInteger(fila.valor) || fila.valor <= 0 || fila.valor > 2_000_000_000) {
      sinAsignar.push({ ...fila, valor: Number.isSafeInteger(fila.valor) ? fila.valor : 0, motivo: 'Fecha o valor no válidos' });
      continue;
    }
    const apartamentoId = porReferencia.get(normaliza(fila.referencia));
    if (!apartamentoId) {
      sinAsignar.push({ ...fila, motivo: 'La referencia no corresponde a ninguna unidad' });
      continue;
    }
    const importKey = `${fila.fecha}|${fila.valor}|${normaliza(fila.referencia)}`;
    const pago = await deps.db.$transaction(async (tx) => {
      if (await tx.pago.count({ where: { phId: ph.id, importKey } })) return null;
      const row = await registrarPago(tx, ph.id, { apartamentoId, valor: fila.valor, fecha: fila.fecha, medio: 'transferencia', referencia: fila.referencia, importKey });
      await audit(tx, { actorId: actor.user.id, phId: ph.id, action: 'pago.importar', entity: 'pago', entityId: row.id, details: { valor: fila.valor, fecha: fila.fecha }, ip: actor.ip });
      return row;
    });
    if (pago) aplicados.push(toPagoOutput(pago));
    else duplicados.push(fila);
  }
  return { aplicados, duplicados, sinAsignar };
}
