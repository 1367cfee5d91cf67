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

/**
 * PostgreSQL broke a deadlock or a write conflict between concurrent bookings: two inserts checking the
 * same exclusion constraint may each wait for the other, and one of them is cancelled. Run again, it
 * sees the winner's row and gets the ordinary overlap answer.
 */
export function esConflictoConcurrente(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const err = e as { code?: unknown; originalCode?: unknown; kind?: unknown; cause?: unknown };
    if (err.code === 'P2034' || err.code === '40P01' || err.code === '40001') return true;
    if (err.originalCode === '40P01' || err.originalCode === '40001' || err.kind === 'TransactionWriteConflict') return true;
    e = err.cause;
  }
  return false;
}
