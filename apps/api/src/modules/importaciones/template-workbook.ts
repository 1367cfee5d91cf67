// The downloadable template as a workbook: the columns with an example row, and a sheet with the accepted
// values. Pure CPU work, run in the heavy-work pool (src/workers).
import ExcelJS from 'exceljs';

import { IMPORT_ACCEPTED_VALUES, PERSON_COLUMNS, TIPO_DOCUMENTO_LABELS, UNIT_COLUMNS } from '@horizonte/contracts';

const HEADERS = [...UNIT_COLUMNS, ...PERSON_COLUMNS, ...PERSON_COLUMNS.map((c) => `${c}_2`)];
const EXAMPLE = [
  '1',
  '101',
  '1',
  'apartamento',
  '72,5',
  '0,352',
  'Ana Gómez',
  'CC',
  '52123456',
  'ana.gomez@example.com',
  '3001234567',
  'propietario',
  'Luis Pérez',
  'CC',
  '80123456',
  '',
  '',
  'residente',
];

export async function templateWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Horizonte';
  const sheet = workbook.addWorksheet('Unidades');
  sheet.addRow(HEADERS).font = { bold: true };
  sheet.addRow(EXAMPLE);
  sheet.columns.forEach((column) => (column.width = 18));
  const values = workbook.addWorksheet('Valores aceptados');
  values.addRow(['Columna', 'Valores o formato']).font = { bold: true };
  values.addRow(['torre', 'Opcional. "Torre 3" o "3" (se guarda "3")']);
  values.addRow(['numero', 'Requerido. Una fila por unidad: torre + número no se repiten']);
  values.addRow(['tipo', IMPORT_ACCEPTED_VALUES.tipo.join(', ')]);
  values.addRow([
    'areaM2, coeficiente',
    'Números con coma o punto decimal ("75,5" o "75.5"). El coeficiente es requerido y el conjunto debe sumar 100 %',
  ]);
  values.addRow([
    'tipo_documento',
    IMPORT_ACCEPTED_VALUES.tipo_documento.map((t) => `${t} (${TIPO_DOCUMENTO_LABELS[t]})`).join(', '),
  ]);
  values.addRow(['relacion', IMPORT_ACCEPTED_VALUES.relacion.join(', ')]);
  values.addRow(['email', 'Opcional. Con email la persona recibe la invitación a su rol; sin email queda en el directorio']);
  values.addRow(['*_2', 'Una segunda persona de la misma unidad (mismas columnas terminadas en _2)']);
  values.getColumn(1).width = 22;
  values.getColumn(2).width = 100;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
