// Importing units and people from a spreadsheet (issue 14 §1): the columns, how headers are
// matched (without accents, case or punctuation), and each row checked with the same schemas as
// the forms, so a row's errors read like the form's. Pure: the API reads the file, this checks it.
import { z } from 'zod';

import { apartamentoFields, TIPOS_UNIDAD } from './apartamento.ts';
import { normalizeHeader, toMillionths } from './decimal.ts';
import { TIPOS_DOCUMENTO } from './documents.ts';
import { residenteFields, TIPOS_RESIDENTE } from './residente.ts';

/** A bigger file is refused before it is read. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows of one file (a large complex has a few thousand units). */
export const IMPORT_MAX_ROWS = 5000;
/** Columns a row may use: the template has 18; a value further right is refused, not walked to. */
export const IMPORT_MAX_COLUMNS = 100;
/** Cells of one sheet, counted in the file before it is read. */
export const IMPORT_MAX_CELLS = 200_000;
/** Bytes of the workbook's parts once decompressed (a 5 MB .xlsx of real rows stays far below). */
export const IMPORT_MAX_UNZIPPED_BYTES = 32 * 1024 * 1024;
/** A preview can be confirmed for this long. */
export const IMPORT_TTL_MS = 24 * 60 * 60 * 1000;

export const UNIT_COLUMNS = ['torre', 'numero', 'piso', 'tipo', 'areaM2', 'coeficiente'] as const;
export const PERSON_COLUMNS = ['nombre', 'tipo_documento', 'numero_documento', 'email', 'telefono', 'relacion'] as const;
export type UnitColumn = (typeof UNIT_COLUMNS)[number];
export type PersonColumn = (typeof PERSON_COLUMNS)[number];
/** Up to two people per unit: the second person's columns end in "2" (nombre 2, email 2...). */
export const PERSONS_PER_ROW = 2;
export const REQUIRED_COLUMNS = ['numero', 'coeficiente'] as const;

/** Headers people write for each column, already normalised (see normalizeHeader). */
const UNIT_ALIASES: Record<UnitColumn, string[]> = {
  torre: ['torre', 'bloque', 'interior'],
  numero: ['numero', 'unidad', 'apartamento', 'numerounidad', 'no'],
  piso: ['piso'],
  tipo: ['tipo', 'tipounidad', 'tipodeunidad'],
  areaM2: ['aream2', 'area', 'aream', 'areaprivada'],
  coeficiente: ['coeficiente', 'coeficientedecopropiedad', 'coeficientecopropiedad', 'coeficienteporcentaje'],
};
const PERSON_ALIASES: Record<PersonColumn, string[]> = {
  nombre: ['nombre', 'nombrecompleto', 'nombres'],
  tipo_documento: ['tipodocumento', 'tipodedocumento', 'tipodoc'],
  numero_documento: ['numerodocumento', 'numerodedocumento', 'documento', 'cedula'],
  email: ['email', 'correo', 'correoelectronico', 'mail'],
  telefono: ['telefono', 'celular', 'movil'],
  relacion: ['relacion', 'tiporesidente', 'calidad'],
};

/** Where each known column is: unit columns by name, people's as `nombre`, `nombre_2`... */
export type ColumnMap = Partial<Record<string, number>>;
export const personKey = (column: PersonColumn, person: number) => (person === 1 ? column : `${column}_${person}`);

/** Matches a header row to the columns; unknown headers are ignored. */
export function matchHeaders(headers: string[]): { columns: ColumnMap; missing: string[] } {
  const columns: ColumnMap = {};
  headers.forEach((header, index) => {
    const key = normalizeHeader(header);
    if (!key) return;
    for (const column of UNIT_COLUMNS)
      if (UNIT_ALIASES[column].includes(key) && columns[column] === undefined) columns[column] = index;
    for (const column of PERSON_COLUMNS) {
      for (let person = 1; person <= PERSONS_PER_ROW; person++) {
        const names = PERSON_ALIASES[column].flatMap((alias) => (person === 1 ? [alias, `${alias}1`] : [`${alias}${person}`]));
        if (names.includes(key) && columns[personKey(column, person)] === undefined) columns[personKey(column, person)] = index;
      }
    }
  });
  return { columns, missing: REQUIRED_COLUMNS.filter((c) => columns[c] === undefined) };
}

export const importErrorSchema = z.object({
  /** The spreadsheet's row number (the header is row 1); 0 for the file as a whole. */
  fila: z.number().int(),
  columna: z.string(),
  mensaje: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export interface ImportPerson {
  nombre: string;
  tipo_documento: (typeof TIPOS_DOCUMENTO)[number];
  numero_documento: string;
  email: string | null;
  telefono: string | null;
  tipo: (typeof TIPOS_RESIDENTE)[number];
}
export interface ImportRow {
  fila: number;
  torre: string;
  numero: string;
  piso: number | null;
  tipo: (typeof TIPOS_UNIDAD)[number];
  areaM2: number | null;
  /** Null when the cell is blank: the row only adds people to a unit that already exists (which keeps its coeficiente). */
  coeficiente: number | null;
  personas: ImportPerson[];
}

const clean = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
const blankToUndefined = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : text.trim());

/**
 * Checks one data row (cells as text) with the unit and resident schemas. `fila` is its row number
 * in the spreadsheet. Answers the normalised row, or its errors (one per problem, in Spanish).
 */
export function checkImportRow(
  cells: string[],
  columns: ColumnMap,
  fila: number,
): { row: ImportRow } | { errores: ImportError[] } {
  const cell = (key: string) => {
    const index = columns[key];
    return index === undefined ? undefined : blankToUndefined(cells[index]);
  };
  const errores: ImportError[] = [];
  const tipo = cell('tipo');
  const unit = importUnitFields.safeParse({
    torre: cell('torre') ?? '',
    numero: cell('numero') ?? '',
    piso: cell('piso'),
    tipo: tipo === undefined ? undefined : clean(tipo),
    areaM2: cell('areaM2'),
    coeficiente: cell('coeficiente'),
  });
  if (!unit.success)
    for (const issue of unit.error.issues)
      errores.push({ fila, columna: String(issue.path[0] ?? 'numero'), mensaje: issue.message });
  // A row without coeficiente only adds people to an existing unit, whose own data stays as it is: none of it may be given.
  if (cell('coeficiente') === undefined && (cell('piso') !== undefined || tipo !== undefined || cell('areaM2') !== undefined)) {
    errores.push({
      fila,
      columna: 'coeficiente',
      mensaje:
        'Escribe el coeficiente para crear o cambiar la unidad (sin coeficiente, la fila solo agrega personas a una unidad existente)',
    });
  }

  const personas: ImportPerson[] = [];
  for (let person = 1; person <= PERSONS_PER_ROW; person++) {
    const value = (column: PersonColumn) => cell(personKey(column, person));
    if (PERSON_COLUMNS.every((column) => value(column) === undefined)) continue;
    const relacion = value('relacion');
    const parsed = residenteFields.safeParse({
      nombre: value('nombre') ?? '',
      tipo_documento: (value('tipo_documento') ?? '').toUpperCase().replace(/[^A-Z]/g, ''),
      numero_documento: (value('numero_documento') ?? '').replace(/[.\s]/g, ''),
      email: value('email'),
      telefono: value('telefono'),
      tipo: relacion === undefined ? undefined : clean(relacion),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'nombre');
        errores.push({
          fila,
          columna: personKey(field === 'tipo' ? 'relacion' : (field as PersonColumn), person),
          mensaje: issue.message,
        });
      }
      continue;
    }
    const p = parsed.data;
    personas.push({
      nombre: p.nombre,
      tipo_documento: p.tipo_documento,
      numero_documento: p.numero_documento,
      email: p.email ?? null,
      telefono: p.telefono || null,
      tipo: p.tipo,
    });
  }
  if (
    personas.length === 2 &&
    personas[0]!.tipo_documento === personas[1]!.tipo_documento &&
    personas[0]!.numero_documento === personas[1]!.numero_documento
  ) {
    errores.push({ fila, columna: personKey('numero_documento', 2), mensaje: 'La misma persona aparece dos veces en la fila' });
  }
  if (errores.length || !unit.success) return { errores };
  const u = unit.data;
  return {
    row: {
      fila,
      torre: u.torre,
      numero: u.numero,
      piso: u.piso ?? null,
      tipo: u.tipo,
      areaM2: u.areaM2 ?? null,
      coeficiente: u.coeficiente ?? null,
      personas,
    },
  };
}

/** The form's unit fields, with the coeficiente optional: whether a unit needs one is known only against the complex. */
const importUnitFields = apartamentoFields.extend({ coeficiente: apartamentoFields.shape.coeficiente.optional() });

// ---- Coeficientes copied from the screen -----------------------------------------------------
// Ley 675 de 2001 arts. 25–27: the coeficientes of a complex add up to 100 %. Stored with 6
// decimals, the screens show them with 4 (apps/web formatPercent, formatoPorcentaje), so a file
// typed from the screen carries each unit's coeficiente rounded to 4 decimals: each may be off by
// half a unit of the 4th decimal, and n of them by n times that. Such a sum is the right one; its
// residue goes, exactly, to the one unit the administrator picks.

/** Decimals of a percent the screens show a coeficiente with. */
export const COEFICIENTE_DECIMALES_EN_PANTALLA = 4;
/** Half a unit of the last decimal shown, in millionths of a percent (0,00005 % → 50). */
export const REDONDEO_COEFICIENTE_MILLONESIMAS = toMillionths(0.5 / 10 ** COEFICIENTE_DECIMALES_EN_PANTALLA);

export interface CuadreCoeficientes {
  /** 100 % − the sum, in millionths of a percent: what the chosen unit receives (negative: gives back). */
  residuo: number;
  /** How far the sum may be from 100 % by rounding alone: `redondeados` × 0,00005 %. */
  tolerancia: number;
  /** Whether the residue is within that rounding (0 when the sum is exact). */
  dentroDelRedondeo: boolean;
}

/** Compares a sum of coeficientes (in millionths) with 100 %, given how many of them came rounded from the file. */
export function cuadreCoeficientes(sumaMillonesimas: number, redondeados: number): CuadreCoeficientes {
  const residuo = toMillionths(100) - sumaMillonesimas;
  const tolerancia = redondeados * REDONDEO_COEFICIENTE_MILLONESIMAS;
  return { residuo, tolerancia, dentroDelRedondeo: Math.abs(residuo) <= tolerancia };
}

/** A coeficiente plus the residue, computed in millionths so floating point never decides. */
export const conResiduo = (coeficiente: number, residuoMillonesimas: number): number =>
  (toMillionths(coeficiente) + residuoMillonesimas) / 1_000_000;

export const unitLabel = (torre: string, numero: string) => (torre ? `Torre ${torre} · ${numero}` : numero);

export const importResumen = z.object({
  /** Data rows read from the file. */
  filas: z.number().int(),
  unidadesNuevas: z.number().int(),
  unidadesActualizadas: z.number().int(),
  unidadesSinCambios: z.number().int(),
  /** People the file adds to a unit's directory. */
  personas: z.number().int(),
  /** Of those, the ones with an email (each gets an invitation). */
  invitaciones: z.number().int(),
  /** The complex's sum of coeficientes once applied, in percent. */
  sumaCoeficientes: z.number(),
});
export type ImportResumen = z.infer<typeof importResumen>;

/** A sum off 100 % by rounding only: the residue and the units of the file that can take it. */
export const importResiduo = z.object({
  /** 100 − the sum, in percent (e.g. -0.000035). */
  valor: z.number(),
  unidades: z.array(z.object({ fila: z.number().int(), unidad: z.string(), coeficiente: z.number() })),
});
export type ImportResiduo = z.infer<typeof importResiduo>;

export const importacionPreviewOutput = z.object({
  success: z.literal(true),
  importacion: z.object({
    id: z.string(),
    archivo: z.string(),
    estado: z.enum(['pendiente', 'aplicada']),
    puedeConfirmarse: z.boolean(),
  }),
  resumen: importResumen,
  errores: z.array(importErrorSchema),
  /** Null when the sum is exactly 100 % (or there are errors); otherwise confirm with `residuoFila`. */
  residuo: importResiduo.nullable(),
});
export type ImportacionPreview = z.infer<typeof importacionPreviewOutput>;

export const importacionConfirmInput = z.object({
  id: z.uuid({ error: 'El identificador del recurso no es válido' }),
  /** The file row (spreadsheet row number) whose unit takes the rounding residue, when there is one. */
  residuoFila: z
    .number({ error: 'La fila del residuo debe ser un número' })
    .int({ error: 'La fila del residuo debe ser un número' })
    .min(2)
    .max(IMPORT_MAX_ROWS + 1)
    .optional(),
});
export const importacionConfirmOutput = z.object({ success: z.literal(true), message: z.string(), resumen: importResumen });

/** What the template's second sheet lists. */
export const IMPORT_ACCEPTED_VALUES = {
  tipo: TIPOS_UNIDAD,
  tipo_documento: TIPOS_DOCUMENTO,
  relacion: TIPOS_RESIDENTE,
} as const;
