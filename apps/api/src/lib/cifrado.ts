// Secrets at rest that the server must read back (a gateway's integrity and events secrets, issue 28):
// AES-256-GCM with a key derived from configuration (PASARELA_SECRETS_KEY), never stored in the database.
// The text is `v1.<iv>.<tag>.<ciphertext>` in base64url; a tampered or foreign value fails to open.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const keys = new Map<string, Buffer>();
function keyOf(material: string): Buffer {
  let key = keys.get(material);
  if (!key) {
    key = createHash('sha256').update(`horizonte-secretos:${material}`).digest();
    keys.set(material, key);
  }
  return key;
}

export function cifrar(material: string, texto: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(material), iv);
  const data = Buffer.concat([cipher.update(texto, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function descifrar(material: string, guardado: string): string {
  const [version, iv, tag, data] = guardado.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Secreto cifrado con un formato desconocido');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(material), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
