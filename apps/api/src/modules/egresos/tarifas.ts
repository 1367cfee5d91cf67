// The complex's retención table of a year: the contracts' defaults (Decreto 1625 de 2016 as modified
// by the Decreto 0572 de 2025, the year's UVT) until the administration saves its own.
import {
  tarifasPorDefecto,
  uvtEnPesos,
  type ConceptoRetencion,
  type TablaRetencion,
  type TarifaRetencion,
} from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import type { Actor } from '../access/actor.ts';
import { requireTesoreria } from '../tesoreria/access.ts';
import type { Db } from '../tesoreria/ledger.ts';

/** The year's table of a complex: its saved rows over the defaults. */
export async function tablaDe(db: Db, phId: string, anio: number): Promise<{ filas: TarifaRetencion[]; guardada: boolean }> {
  const guardadas = await db.retencionTarifa.findMany({ where: { phId, anio } });
  const porConcepto = new Map(guardadas.map((g) => [g.concepto, g]));
  const filas = tarifasPorDefecto(anio).map((d) => {
    const g = porConcepto.get(d.concepto);
    return g
      ? {
          concepto: g.concepto,
          uvt: g.uvt,
          baseUvt: Number(g.baseUvt),
          tarifaDeclaranteBp: g.tarifaDeclaranteBp,
          tarifaNoDeclaranteBp: g.tarifaNoDeclaranteBp,
          fuente: g.fuente,
        }
      : d;
  });
  return { filas, guardada: guardadas.length > 0 };
}

function toTabla(anio: number, filas: TarifaRetencion[], guardada: boolean): TablaRetencion {
  return {
    success: true,
    anio,
    uvt: filas[0]!.uvt,
    guardada,
    tarifas: filas.map((f) => ({ ...f, basePesos: uvtEnPesos(f.baseUvt, f.uvt) })),
  };
}

export async function getTarifas(deps: Deps, actor: Actor, phId: string, anio: number): Promise<TablaRetencion> {
  const ph = await requireTesoreria(deps.db, actor.user, phId, 'read');
  const { filas, guardada } = await tablaDe(deps.db, ph.id, anio);
  return toTabla(anio, filas, guardada);
}

export interface TarifasData {
  anio: number;
  uvt: number;
  tarifas: {
    concepto: ConceptoRetencion;
    baseUvt: number;
    tarifaDeclaranteBp: number;
    tarifaNoDeclaranteBp: number;
    fuente: string;
  }[];
}

/** Saves the whole year (the concepts not sent keep their current values); egresos already registered keep what they stored. */
export async function updateTarifas(deps: Deps, actor: Actor, phId: string, data: TarifasData): Promise<TablaRetencion> {
  const ph = await requireTesoreria(deps.db, actor.user, phId, 'manage');
  const now = deps.clock.now();
  await deps.db.$transaction(async (tx: Prisma.TransactionClient) => {
    const { filas } = await tablaDe(tx, ph.id, data.anio);
    const enviadas = new Map(data.tarifas.map((t) => [t.concepto, t]));
    for (const actual of filas) {
      const f = { ...actual, ...enviadas.get(actual.concepto), uvt: data.uvt };
      const values = {
        uvt: f.uvt,
        baseUvt: f.baseUvt,
        tarifaDeclaranteBp: f.tarifaDeclaranteBp,
        tarifaNoDeclaranteBp: f.tarifaNoDeclaranteBp,
        fuente: f.fuente || actual.fuente,
        updatedAt: now,
      };
      await tx.retencionTarifa.upsert({
        where: { phId_anio_concepto: { phId: ph.id, anio: data.anio, concepto: f.concepto } },
        create: { phId: ph.id, anio: data.anio, concepto: f.concepto, ...values },
        update: values,
      });
    }
    await audit(tx, {
      actorId: actor.user.id,
      phId: ph.id,
      action: 'retencion.tarifas.update',
      entity: 'retencion_tarifa',
      entityId: ph.id,
      details: { anio: data.anio, uvt: data.uvt, tarifas: data.tarifas },
      ip: actor.ip,
    });
  });
  const { filas, guardada } = await tablaDe(deps.db, ph.id, data.anio);
  return toTabla(data.anio, filas, guardada);
}
