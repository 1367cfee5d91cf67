// The single-use code of an authorisation: 8 characters from an alphabet without look-alikes (no 0/O,
// 1/I/L), shown as ABCD-EFGH and in a QR. Only its HMAC-SHA-256 with the server's CODE_SECRET is stored:
// 31^8 codes are few enough to try every one against a plain hash, so a copy of the database without the
// secret (which lives in the configuration, never in the database) opens no gate.
import { createHmac, randomInt } from 'node:crypto';

import QRCode from 'qrcode';

const ALFABETO = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LARGO = 8;

export function nuevoCodigo(): string {
  let codigo = '';
  for (let i = 0; i < LARGO; i++) codigo += ALFABETO[randomInt(ALFABETO.length)];
  return `${codigo.slice(0, 4)}-${codigo.slice(4)}`;
}

/** What the guard typed or the scanner read, as stored: upper case, only the code's characters. */
export function normalizarCodigo(texto: string): string {
  return texto.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function hashCodigo(secreto: string, texto: string): string {
  return createHmac('sha256', secreto)
    .update(`visitante:${normalizarCodigo(texto)}`)
    .digest('hex');
}

/** The code as a PNG data URL (what the portal shows and the mail attaches). */
export function qrDataUrl(codigo: string): Promise<string> {
  return QRCode.toDataURL(codigo, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}
