// A session's device as people recognise it («Chrome en Android»), read from the User-Agent it signed
// in with. A small mapping of the browsers and systems in real use, in the order that matters (Edge
// and Opera also say «Chrome», Chrome also says «Safari», Android also says «Linux»); anything else
// stays unnamed rather than guessed.
export interface Dispositivo {
  navegador: string | null;
  sistema: string | null;
}

const NAVEGADORES: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SISTEMAS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const primero = (tabla: [RegExp, string][], texto: string): string | null =>
  tabla.find(([patron]) => patron.test(texto))?.[1] ?? null;

export function dispositivoDe(userAgent: string | null): Dispositivo {
  if (!userAgent) return { navegador: null, sistema: null };
  return { navegador: primero(NAVEGADORES, userAgent), sistema: primero(SISTEMAS, userAgent) };
}
