// Numbers and labels as Colombians type them in forms and spreadsheets.

/**
 * A decimal typed with a comma or a point ("75,5", "0,352", "84.35", "1.234,5", "1,234.5"). With
 * both signs, the last one is the decimal separator and the other groups thousands; with one comma
 * only, it is the decimal separator (Colombian use). Null for anything that is not a number.
 */
export function parseDecimal(text: string): number | null {
  let value = text.trim().replace(/\s+/g, '').replace(/%$/, '');
  if (!/^[+-]?[0-9.,]+$/.test(value) || !/[0-9]/.test(value)) return null;
  const lastComma = value.lastIndexOf(',');
  const lastPoint = value.lastIndexOf('.');
  if (lastComma >= 0 && lastPoint >= 0) {
    const decimal = lastComma > lastPoint ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    const [whole, fraction, ...rest] = value.split(decimal);
    if (rest.length || !/^[+-]?\d{1,3}(\d{3})*$/.test(whole!.split(group).join('')) || !groupedCorrectly(whole!, group))
      return null;
    value = `${whole!.split(group).join('')}.${fraction}`;
  } else if (lastComma >= 0) {
    if (value.indexOf(',') !== lastComma) return null;
    value = value.replace(',', '.');
  } else if (lastPoint >= 0 && value.indexOf('.') !== lastPoint) {
    return null;
  }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function groupedCorrectly(whole: string, group: string): boolean {
  const parts = whole.replace(/^[+-]/, '').split(group);
  return parts.every((part, i) => (i === 0 ? part.length >= 1 && part.length <= 3 : part.length === 3));
}

/**
 * What a decimal form field or CSV cell holds, made ready for a zod number: text is parsed with
 * parseDecimal (a blank text becomes undefined, something unreadable stays text so the schema
 * answers its own message), numbers pass through.
 */
export function decimalInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return parseDecimal(value) ?? value;
}

/** Lowercase, without accents, spaces or punctuation: "Área (m²)" → "aream2", "Tipo documento" → "tipodocumento". */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** "Torre 3", "TORRE 3", "torre3" → "3": the label shows "Torre" once. Anything else stays as typed (trimmed). */
export function normalizeTorre(torre: string): string {
  const trimmed = torre.trim().replace(/\s+/g, ' ');
  const match = /^torre\s*(.+)$/i.exec(trimmed);
  return match ? match[1]!.trim() : trimmed;
}

/** Coeficientes have 6 decimals: compare them in millionths so floating point never decides. */
export const toMillionths = (value: number): number => Math.round(value * 1_000_000);
