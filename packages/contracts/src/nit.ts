/** DIAN check digit of a NIT (weights from the rightmost digit of the base number). */
const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

export function nitCheckDigit(base: string): number {
  const digits = base.replace(/\D/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += digit * (WEIGHTS[i] ?? 0);
  }
  const r = sum % 11;
  return r < 2 ? r : 11 - r;
}

/** The part after the hyphen of `#########-D` when present. */
export function splitNit(nit: string): { base: string; checkDigit: string | undefined } {
  const match = /^\s*([\d.\s]+)-\s*(\d)\s*$/.exec(nit);
  if (!match) return { base: nit, checkDigit: undefined };
  return { base: match[1]!, checkDigit: match[2] };
}

/** True unless a check digit is given and does not match. */
export function hasValidCheckDigit(nit: string): boolean {
  const { base, checkDigit } = splitNit(nit);
  if (checkDigit === undefined) return true;
  return nitCheckDigit(base) === Number(checkDigit);
}

export function nitDigitCount(nit: string): number {
  return nit.replace(/\D/g, '').length;
}
