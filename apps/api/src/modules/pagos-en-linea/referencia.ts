// References: an intent's names its complex (the first 12 hex digits of the complex's id), so the
// webhook can find which events secret to verify even an unknown reference with; a unit's transfer
// reference is its «torre-numero», which the bank-statement import already matches (tesoreria/importar.ts).
import { randomBytes } from 'node:crypto';

import type { DbClient } from '@horizonte/db';

import { unidadDe } from '../tesoreria/pagos.ts';

const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const PREFIJO = /^([0-9a-f]{8})([0-9a-f]{4})-[A-Z0-9]{10,40}$/;

export function nuevaReferencia(phId: string): string {
  const codigo = phId.replace(/-/g, '').slice(0, 12);
  const azar = [...randomBytes(12)].map((b) => ALFABETO[b % ALFABETO.length]).join('');
  return `${codigo}-${azar}`;
}

/** The complex whose id starts with the reference's 12 hex digits (an unknown reference of a complex). */
export async function conjuntoDelPrefijo(db: DbClient, referencia: string): Promise<string | null> {
  const m = PREFIJO.exec(referencia);
  if (!m) return null;
  const phs = await db.pH.findMany({
    where: { id: { gte: `${m[1]}-${m[2]}-0000-0000-000000000000`, lte: `${m[1]}-${m[2]}-ffff-ffff-ffffffffffff` } },
    select: { id: true },
    take: 2,
  });
  return phs.length === 1 ? phs[0]!.id : null;
}

/** What an owner writes in a Bre-B or bank transfer so the statement import applies it to the unit. */
export const referenciaTransferencia = (apartamento: { torre: string; numero: string }): string => unidadDe(apartamento);
