// A bank statement as Colombian banks export it (issue 30): the date day first (dd/mm/aaaa) or ISO,
// the amounts as people write them (the shared peso reader), and the columns under the names the banks
// use («Fecha transacción», «Crédito», «Referencia 1», «Concepto»…). Pure: the server reads the file.
import { esFechaCivil, type CivilDate } from '../civil.ts';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DIA_PRIMERO = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;

/** «2026-04-09», «09/04/2026», «9/4/2026» or «09-04-2026» → «2026-04-09»; anything else (or a day that does not exist) → null. */
export function fechaDeExtracto(texto: string): CivilDate | null {
  const t = texto.trim();
  let fecha: string | null = null;
  if (ISO.test(t)) fecha = t;
  const dia = DIA_PRIMERO.exec(t);
  if (dia) fecha = `${dia[3]}-${dia[2]!.padStart(2, '0')}-${dia[1]!.padStart(2, '0')}`;
  return fecha && esFechaCivil(fecha) ? fecha : null;
}

export const CAMPOS_EXTRACTO = ['fecha', 'valor', 'referencia', 'descripcion'] as const;
export type CampoExtracto = (typeof CAMPOS_EXTRACTO)[number];

/** The names each field goes by in the statements of Colombian banks (without accents, lowercase). */
const NOMBRES: Record<CampoExtracto, readonly string[]> = {
  fecha: ['fecha', 'fecha transaccion', 'fecha de transaccion', 'fecha movimiento', 'fecha del movimiento', 'fecha valor'],
  valor: ['valor', 'monto', 'importe', 'credito', 'creditos', 'abono', 'abonos', 'valor credito', 'valor transaccion'],
  referencia: ['referencia', 'ref', 'referencia 1', 'referencia1', 'documento', 'numero de documento', 'no documento'],
  descripcion: ['descripcion', 'concepto', 'detalle', 'descripcion del movimiento', 'descripcion movimiento'],
};

const sinTildes = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[.:#°º]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The field a statement's column holds, from its header; null when it is none of them. */
export function campoDeColumna(encabezado: string): CampoExtracto | null {
  const nombre = sinTildes(encabezado.replace(/^\ufeff/, ''));
  return CAMPOS_EXTRACTO.find((campo) => NOMBRES[campo].includes(nombre)) ?? null;
}
