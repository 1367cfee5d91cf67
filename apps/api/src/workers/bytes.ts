// Bytes across a thread boundary: a worker transfers (moves) its answer's memory instead of copying it.

/**
 * The bytes in an ArrayBuffer of their own. Node keeps small Buffers in a shared pool whose memory
 * cannot be transferred; such a view is copied once, so the transfer moves only these bytes.
 */
export function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const own = bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return own ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}

/** A Buffer over the same memory (no copy), for the code that writes files and base64. */
export function bufferOf(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
