// Bank reconciliation: a statement in CSV (fecha, valor, referencia, descripcion — or the names
// Colombian banks give those columns; «;» or «,» between cells; dates dd/mm/aaaa or AAAA-MM-DD;
// amounts as people write them: contracts' tesoreria/extracto.ts and pesos.ts). A row whose
// referencia names a unit (torre-numero like "1-101", or "101" when the complex has no towers)
// becomes a payment when its date is one a payment may carry (motivoFechaPago); the others come back
// for manual assignment. A row seen before (same fecha, valor and referencia) is never applied twice:
// its key is unique per complex.
//
// The work of one request is bounded (issue 25 #16): at most EXTRACTO_MAX_FILAS rows (the parser stops
// reading past them), and the payments are written in batches, each one transaction that checks its
// keys once and audits once, instead of a transaction and its round trips per row; between batches the
// event loop turns, so other requests are answered while a long statement is applied.
import { setImmediate } from 'node:timers/promises';

import {
  CAMPOS_EXTRACTO,
  esFecha,
  EXTRACTO_MAX_FILAS,
  fechaDeExtracto,
  leerPesos,
  type CampoExtracto,
  type Pago,
} from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { auditMany } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { runHeavy } from '../../workers/pool.ts';
import type { Actor } from '../access/actor.ts';
import { requireTesoreria } from './access.ts';
import { bloquearConjunto, limitesFechaPago, motivoFechaPago, registrarPago, toPagoOutput } from './pagos.ts';

interface Fila {
  fila: number;
  fecha: string;
  valor: number;
  referencia: string;
  descripcion: string;
}

/** Payments per transaction: a batch holds the database (and, on PGlite, the process) for well under a second. */
const PAGOS_POR_LOTE = 10;

const normaliza = (s: string) => s.trim().toUpperCase().replace(/\s+/g, '');

/** «1.250.000», «1250000», «$ 1.250.000», «1.250.000,00» → 1250000 (the shared reader); anything else → NaN. */
function pesosDe(texto: string): number {
  const leido = leerPesos(texto, { maximo: 2_000_000_000 });
  return leido.ok ? leido.valor : NaN;
}

/** One statement row by field (the columns' names already read as fecha, valor, referencia, descripcion). */
export type RegistroExtracto = Partial<Record<CampoExtracto, string>>;

export interface OpcionesExtracto {
  /** Only say what would be applied, what was imported before and what no unit matched; write nothing. */
  vistaPrevia?: boolean;
}

/** The statement as CSV text (POST /ph/{id}/pagos/importar). */
export async function importarPagos(deps: Deps, actor: Actor, phId: string, csv: string, opciones: OpcionesExtracto = {}) {
  const { campos, registros } = await runHeavy('extractoCsv', { csv });
  return conciliarExtracto(deps, actor, phId, campos, registros, opciones);
}

/**
 * The statement's rows, whatever file they came from: `campos` are the fields its header names and
 * row i is the file's row i + 2 (the header is row 1).
 */
export async function conciliarExtracto(
  deps: Deps,
  actor: Actor,
  phId: string,
  campos: readonly string[],
  registros: RegistroExtracto[],
  { vistaPrevia = false }: OpcionesExtracto = {},
) {
  const ph = await requireTesoreria(deps.db, actor.user, phId, 'manage');
  if (!CAMPOS_EXTRACTO.every((c) => campos.includes(c))) throw fail.badRequest('EXTRACTO_CSV_INVALIDO');
  if (registros.length > EXTRACTO_MAX_FILAS) throw fail.badRequest('EXTRACTO_DEMASIADAS_FILAS', EXTRACTO_MAX_FILAS);
  const unidades = await deps.db.apartamento.findMany({
    where: { phId: ph.id },
    select: { id: true, torre: true, numero: true },
  });
  const porReferencia = new Map<string, string>();
  const nombreDe = new Map<string, string>();
  for (const u of unidades) {
    const nombre = u.torre ? `${u.torre}-${u.numero}` : u.numero;
    porReferencia.set(normaliza(nombre), u.id);
    nombreDe.set(u.id, nombre);
  }
  const limites = await limitesFechaPago(deps.db, ph.id, deps.clock);
  const porAplicar: (Fila & { apartamentoId: string; importKey: string })[] = [];
  const sinAsignar: (Fila & { motivo: string })[] = [];
  for (const [i, r] of registros.entries()) {
    const fila: Fila = {
      fila: i + 2,
      fecha: fechaDeExtracto(r.fecha ?? '') ?? (r.fecha ?? '').trim(),
      valor: pesosDe(r.valor ?? ''),
      referencia: (r.referencia ?? '').trim(),
      descripcion: (r.descripcion ?? '').trim(),
    };
    if (!esFecha(fila.fecha) || !Number.isSafeInteger(fila.valor) || fila.valor <= 0 || fila.valor > 2_000_000_000) {
      sinAsignar.push({ ...fila, valor: Number.isSafeInteger(fila.valor) ? fila.valor : 0, motivo: 'Fecha o valor no válidos' });
      continue;
    }
    const fueraDeLimites = motivoFechaPago(fila.fecha, limites);
    if (fueraDeLimites) {
      sinAsignar.push({ ...fila, motivo: fueraDeLimites });
      continue;
    }
    const apartamentoId = porReferencia.get(normaliza(fila.referencia));
    if (!apartamentoId) {
      sinAsignar.push({ ...fila, motivo: 'La referencia no corresponde a ninguna unidad' });
      continue;
    }
    porAplicar.push({ ...fila, apartamentoId, importKey: `${fila.fecha}|${fila.valor}|${normaliza(fila.referencia)}` });
  }

  if (vistaPrevia) return vistaPreviaDe(deps, ph.id, porAplicar, sinAsignar, nombreDe);

  const aplicados: Pago[] = [];
  const duplicados: Fila[] = [];
  const vistas = new Set<string>();
  for (let desde = 0; desde < porAplicar.length; desde += PAGOS_POR_LOTE) {
    const lote = porAplicar.slice(desde, desde + PAGOS_POR_LOTE);
    const pagos = await deps.db.$transaction(async (tx) => {
      // Under the complex's lock (the one every payment takes), so a statement imported twice at once
      // still applies each row once.
      await bloquearConjunto(tx, ph.id);
      const previas = await tx.pago.findMany({
        where: { phId: ph.id, importKey: { in: lote.map((f) => f.importKey) } },
        select: { importKey: true },
      });
      for (const p of previas) vistas.add(p.importKey!);
      const filas = [];
      for (const { apartamentoId, importKey, ...fila } of lote) {
        if (vistas.has(importKey)) {
          duplicados.push(fila);
          continue;
        }
        vistas.add(importKey);
        filas.push({
          fila,
          pago: await registrarPago(tx, ph.id, {
            apartamentoId,
            valor: fila.valor,
            fecha: fila.fecha,
            medio: 'transferencia',
            referencia: fila.referencia,
            importKey,
          }),
        });
      }
      await auditMany(
        tx,
        filas.map(({ fila, pago }) => ({
          actorId: actor.user.id,
          phId: ph.id,
          action: 'pago.importar',
          entity: 'pago',
          entityId: pago.id,
          details: { valor: fila.valor, fecha: fila.fecha },
          ip: actor.ip,
        })),
      );
      return filas.map(({ pago }) => pago);
    });
    aplicados.push(...pagos.map(toPagoOutput));
    // PGlite answers in the same thread without leaving the microtask queue: without this turn of the
    // event loop, timers and other requests (even /api/health) would wait for the whole statement.
    await setImmediate();
  }
  duplicados.sort((a, b) => a.fila - b.fila);
  return { aplicados, porAplicar: [], duplicados, sinAsignar, vistaPrevia: false };
}

/** What applying would do, read in one query: rows imported before (or twice in the file) are duplicates. */
async function vistaPreviaDe(
  deps: Deps,
  phId: string,
  porAplicar: (Fila & { apartamentoId: string; importKey: string })[],
  sinAsignar: (Fila & { motivo: string })[],
  nombreDe: Map<string, string>,
) {
  const previas = await deps.db.pago.findMany({
    where: { phId, importKey: { in: porAplicar.map((f) => f.importKey) } },
    select: { importKey: true },
  });
  const vistas = new Set(previas.map((p) => p.importKey!));
  const nuevas: (Fila & { unidad: string })[] = [];
  const duplicados: Fila[] = [];
  for (const { apartamentoId, importKey, ...fila } of porAplicar) {
    if (vistas.has(importKey)) duplicados.push(fila);
    else nuevas.push({ ...fila, unidad: nombreDe.get(apartamentoId)! });
    vistas.add(importKey);
  }
  return { aplicados: [], porAplicar: nuevas, duplicados, sinAsignar, vistaPrevia: true };
}
