/** Lowercase, accent-free text for accent- and case-insensitive search. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export function phSearchText(ph: { nombre: string; identificador: string; ciudad: string; nit: string }): string {
  return normalizeSearch([ph.nombre, ph.identificador, ph.ciudad, ph.nit, ph.nit.replace(/\D/g, '')].join(' '));
}

/** `text` as a literal inside a LIKE pattern: its `%`, `_` and backslashes match themselves. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
