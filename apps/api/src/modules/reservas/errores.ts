/** The database refused a booking because a live one of the same zone overlaps (reservas_sin_traslape). */
export function esTraslape(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const err = e as { code?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown; constraint?: unknown };
    if (err.code === '23P01' || err.originalCode === '23P01') return true;
    if (typeof err.message === 'string' && err.message.includes('reservas_sin_traslape')) return true;
    if (err.constraint === 'reservas_sin_traslape') return true;
    e = err.cause;
  }
  return false;
}
