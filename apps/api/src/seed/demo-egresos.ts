// Demo egresos of `altos` (issue 29): the last three months' payments to the two demo proveedores,
// against the rubros of the approved budget (demo-tesoreria.ts), with the retención en la fuente of
// the contracts' table for their year — so Egresos, the retenciones to declare, the certificado and
// the budget's execution show figures on the first start.
import { liquidarRetencion, sumarMeses, tarifasPorDefecto, type ConceptoRetencion } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import type { Database } from '@horizonte/db';

import { dateOf } from '../modules/tesoreria/ledger.ts';
import { AGUAS_LIMPIAS, ASCENSORES_ANDINOS, proveedorDemo, type DemoProveedor } from './demo-proveedores.ts';

interface DemoEgreso {
  proveedor: DemoProveedor;
  rubro: string;
  concepto: ConceptoRetencion;
  descripcion: (periodo: string) => string;
  valorBruto: number;
  dia: string;
  /** Only in the last month of the three (a semestral job). */
  soloUltimo?: boolean;
}

const EGRESOS: DemoEgreso[] = [
  {
    proveedor: ASCENSORES_ANDINOS,
    rubro: 'Mantenimiento de ascensores',
    concepto: 'servicios',
    descripcion: (p) => `Mantenimiento preventivo de ascensores, ${p}`,
    valorBruto: 200_000,
    dia: '05',
  },
  {
    proveedor: AGUAS_LIMPIAS,
    rubro: 'Aseo',
    concepto: 'servicios',
    descripcion: (p) => `Fumigación de zonas comunes, ${p}`,
    valorBruto: 350_000,
    dia: '12',
  },
  {
    proveedor: AGUAS_LIMPIAS,
    rubro: 'Aseo',
    concepto: 'servicios',
    descripcion: (p) => `Lavado y desinfección de tanques, ${p}`,
    valorBruto: 900_000,
    dia: '20',
    soloUltimo: true,
  },
];

export async function seedDemoEgresos(db: Database, now: Date): Promise<void> {
  const ph = await db.pH.findFirst({ where: { identificador: 'altos', deletedAt: null } });
  if (!ph) return;
  if (await db.egreso.count({ where: { phId: ph.id } })) return;
  const actual = bogotaDate(now).slice(0, 7);
  const periodos = [3, 2, 1].map((k) => sumarMeses(actual, -k));
  let numero = 0;
  for (const periodo of periodos) {
    const anio = Number(periodo.slice(0, 4));
    const presupuesto = await db.presupuesto.findFirst({
      where: { phId: ph.id, anio, estado: 'aprobado' },
      select: { rubros: true },
    });
    const rubros = new Set(((presupuesto?.rubros ?? []) as { nombre: string }[]).map((r) => r.nombre));
    for (const e of EGRESOS) {
      if (e.soloUltimo && periodo !== periodos[2]) continue;
      if (!rubros.has(e.rubro)) continue;
      const proveedor = await proveedorDemo(db, ph.id, e.proveedor, now);
      const fila = tarifasPorDefecto(anio).find((f) => f.concepto === e.concepto)!;
      const liquidacion = liquidarRetencion(e.valorBruto, fila, { declarante: true, personaNatural: false });
      const contrato = await db.contratoProveedor.findFirst({ where: { proveedorId: proveedor.id }, select: { id: true } });
      numero += 1;
      await db.egreso.create({
        data: {
          phId: ph.id,
          numero,
          proveedorId: proveedor.id,
          rubro: e.rubro,
          contratoId: contrato?.id ?? null,
          concepto: e.concepto,
          descripcion: e.descripcion(periodo),
          valorBruto: e.valorBruto,
          baseUvt: liquidacion.baseUvt,
          tarifaBp: liquidacion.tarifaBp,
          retencion: liquidacion.retencion,
          neto: liquidacion.neto,
          fecha: dateOf(`${periodo}-${e.dia}`),
          medio: 'transferencia',
          referencia: `TRF-${periodo.replace('-', '')}-${numero}`,
          createdAt: now,
        },
      });
    }
  }
}
