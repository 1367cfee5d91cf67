// http_ece ships no types: the part the test push service uses (RFC 8188 decryption, RFC 8291 keys).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer; dh?: string },
  ): Buffer;
}
