// What an import would do to a complex: which units are new, changed or unchanged, who joins a
// unit's directory, the coeficiente sum once applied, and every error with its row and column.
// Used by the preview and again, inside the confirming transaction, against the state of that moment.
import {
  checkImportRow,
  conResiduo,
  cuadreCoeficientes,
  matchHeaders,
  toMillionths,
  unitLabel,
  type ImportError,
  type ImportPerson,
  type ImportResiduo,
  type ImportResumen,
  type ImportRow,
} from '@horizonte/contracts';
import type { Prisma } from '@horizonte/db';

import type { Sheet } from './parse.ts';

type Reader =
  | Prisma.TransactionClient
  | { apartamento: Prisma.TransactionClient['apartamento']; residente: Prisma.TransactionClient['residente'] };

export interface ExistingUnit {
  id: string;
  torre: string;
  numero: string;
  piso: number | null;
  tipo: string;
  areaM2: Prisma.Decimal | null;
  coeficiente: Prisma.Decimal;
}

/** A row as it will be applied: a people-only row carries its unit's own data. */
export type AppliedRow = ImportRow & { coeficiente: number };

export interface UnitChange {
  row: AppliedRow;
  /** Absent for a new unit. */
  existing?: ExistingUnit;
  changed: boolean;
  /** People of the row not yet in that unit's directory. */
  nuevas: ImportPerson[];
  /** People already in the directory without email, for whom the file brings one. */
  conEmailNuevo: { id: string; email: string; tipo: ImportPerson['tipo'] }[];
}

export interface ImportPlan {
  changes: UnitChange[];
  errores: ImportError[];
  resumen: ImportResumen;
  /** A sum off 100 % by rounding only, not yet assigned to a unit (null when exact or assigned). */
  residuo: ImportResiduo | null;
}

const unitKey = (torre: string, numero: string) => `${torre}\u0000${numero.toLowerCase()}`;
const personKey = (tipo: string, numero: string) => `${tipo}\u0000${numero}`;
const formatPercent = (millionths: number) =>
  `${(millionths / 1_000_000).toLocaleString('es-CO', { maximumFractionDigits: 6 })} %`;

/** Checks the rows of a file (header matching, each row, duplicates). */
export function checkSheet(sheet: Sheet): { rows: ImportRow[]; errores: ImportError[] } {
  const { columns, missing } = matchHeaders(sheet.headers);
  if (missing.length)
    return { rows: [], errores: missing.map((columna) => ({ fila: 1, columna, mensaje: `Falta la columna «${columna}»` })) };
  const rows: ImportRow[] = [];
  const errores: ImportError[] = [];
  const seen = new Map<string, number>();
  for (const { fila, cells } of sheet.rows) {
    const checked = checkImportRow(cells, columns, fila);
    if ('errores' in checked) {
      errores.push(...checked.errores);
      continue;
    }
    const key = unitKey(checked.row.torre, checked.row.numero);
    const first = seen.get(key);
    if (first !== undefined) {
      errores.push({
        fila,
        columna: 'numero',
        mensaje: `La unidad ${unitLabel(checked.row.torre, checked.row.numero)} está repetida (ya aparece en la fila ${first})`,
      });
      continue;
    }
    seen.set(key, fila);
    rows.push(checked.row);
  }
  if (sheet.rows.length === 0) errores.push({ fila: 0, columna: 'numero', mensaje: 'El archivo no tiene filas de unidades' });
  return { rows, errores };
}

/**
 * Compares checked rows with the complex as it is now. `residuoFila` is the file row whose unit
 * takes the rounding residue (at confirmation): the sum then becomes exactly 100 %.
 */
export async function planImport(
  db: Reader,
  phId: string,
  rows: ImportRow[],
  errores: ImportError[],
  residuoFila?: number,
): Promise<ImportPlan> {
  const [units, people] = await Promise.all([
    db.apartamento.findMany({
      where: { phId },
      select: { id: true, torre: true, numero: true, piso: true, tipo: true, areaM2: true, coeficiente: true },
    }),
    db.residente.findMany({
      where: { apartamento: { phId } },
      select: { id: true, apartamentoId: true, tipoDocumento: true, numeroDocumento: true, email: true, userId: true },
    }),
  ]);
  const byKey = new Map(units.map((u) => [unitKey(u.torre, u.numero), u]));
  const directory = new Map<string, Map<string, (typeof people)[number]>>();
  for (const p of people) {
    const unit = directory.get(p.apartamentoId) ?? new Map();
    unit.set(personKey(p.tipoDocumento, p.numeroDocumento), p);
    directory.set(p.apartamentoId, unit);
  }

  const changes: UnitChange[] = [];
  const all = [...errores];
  /** Changes whose coeficiente the file typed (rounded, perhaps, as the screen shows it). */
  const typed: UnitChange[] = [];
  const touched = new Set<string>();
  let suma = 0;
  for (const fileRow of rows) {
    const existing = byKey.get(unitKey(fileRow.torre, fileRow.numero));
    if (existing) touched.add(existing.id);
    if (fileRow.coeficiente === null && !existing) {
      all.push({
        fila: fileRow.fila,
        columna: 'coeficiente',
        mensaje: `La unidad ${unitLabel(fileRow.torre, fileRow.numero)} no existe: escribe su coeficiente para crearla`,
      });
      continue;
    }
    const row: AppliedRow =
      fileRow.coeficiente === null ? keptUnit(fileRow, existing!) : { ...fileRow, coeficiente: fileRow.coeficiente };
    suma += toMillionths(row.coeficiente);
    const known = existing ? directory.get(existing.id) : undefined;
    const nuevas: ImportPerson[] = [];
    const conEmailNuevo: UnitChange['conEmailNuevo'] = [];
    for (const persona of row.personas) {
      const record = known?.get(personKey(persona.tipo_documento, persona.numero_documento));
      if (!record) nuevas.push(persona);
      else if (!record.email && !record.userId && persona.email)
        conEmailNuevo.push({ id: record.id, email: persona.email, tipo: persona.tipo });
    }
    const change = { row, existing, changed: existing ? unitChanged(existing, row) : true, nuevas, conEmailNuevo };
    changes.push(change);
    if (fileRow.coeficiente !== null) typed.push(change);
  }
  for (const unit of units) if (!touched.has(unit.id)) suma += toMillionths(Number(unit.coeficiente));

  // Ley 675 arts. 25–27: the coeficientes add up to 100 %, within the rounding of the values the file typed.
  const cuadre = cuadreCoeficientes(suma, typed.length);
  let residuo: ImportResiduo | null = null;
  if (all.length === 0 && cuadre.residuo !== 0 && !cuadre.dentroDelRedondeo) {
    const diff = cuadre.residuo;
    all.push({
      fila: 0,
      columna: 'coeficiente',
      mensaje: `Los coeficientes del conjunto sumarían ${formatPercent(suma)}: ${diff > 0 ? `faltan ${formatPercent(diff)}` : `sobran ${formatPercent(-diff)}`} para el 100 %`,
    });
  } else if (all.length === 0 && cuadre.residuo !== 0) {
    const chosen = typed.find((c) => c.row.fila === residuoFila);
    if (chosen && conResiduo(chosen.row.coeficiente, cuadre.residuo) >= 0) {
      chosen.row = { ...chosen.row, coeficiente: conResiduo(chosen.row.coeficiente, cuadre.residuo) };
      chosen.changed = chosen.existing ? unitChanged(chosen.existing, chosen.row) : true;
      suma += cuadre.residuo;
    } else {
      residuo = {
        valor: cuadre.residuo / 1_000_000,
        unidades: typed
          .filter((c) => conResiduo(c.row.coeficiente, cuadre.residuo) >= 0)
          .map((c) => ({ fila: c.row.fila, unidad: unitLabel(c.row.torre, c.row.numero), coeficiente: c.row.coeficiente })),
      };
    }
  }
  const personas = changes.reduce((n, c) => n + c.nuevas.length, 0);
  const invitaciones = changes.reduce((n, c) => n + c.nuevas.filter((p) => p.email).length + c.conEmailNuevo.length, 0);
  return {
    changes,
    errores: all,
    residuo,
    resumen: {
      filas: rows.length + new Set(errores.filter((e) => e.fila > 1).map((e) => e.fila)).size,
      unidadesNuevas: changes.filter((c) => !c.existing).length,
      unidadesActualizadas: changes.filter((c) => c.existing && c.changed).length,
      unidadesSinCambios: changes.filter((c) => c.existing && !c.changed).length,
      personas,
      invitaciones,
      sumaCoeficientes: suma / 1_000_000,
    },
  };
}

/** A people-only row (no coeficiente): the unit stays exactly as it is. */
function keptUnit(row: ImportRow, unit: ExistingUnit): AppliedRow {
  return {
    ...row,
    piso: unit.piso,
    tipo: unit.tipo as AppliedRow['tipo'],
    areaM2: unit.areaM2 === null ? null : Number(unit.areaM2),
    coeficiente: Number(unit.coeficiente),
  };
}

function unitChanged(existing: ExistingUnit, row: AppliedRow): boolean {
  const area = existing.areaM2 === null ? null : Number(existing.areaM2);
  return (
    existing.piso !== row.piso ||
    existing.tipo !== row.tipo ||
    area !== row.areaM2 ||
    toMillionths(Number(existing.coeficiente)) !== toMillionths(row.coeficiente)
  );
}
