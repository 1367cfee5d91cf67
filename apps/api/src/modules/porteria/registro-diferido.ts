// The gate works offline (issue 32): a walk-in, a package or a minuta entry queued on the guard's
// device reaches the API later with the time it was registered. That time is the event's (the visitor
// entered then, the package arrived then), kept only within the window the contracts allow
// (registroDiferidoValido: the last 24 h, never in the future); the audit entry records both.
import { registroDiferidoValido } from '@horizonte/contracts';

import { fail } from '../../lib/errors.ts';

/** The event's time: the guard's `registradoEn` if given and within the window, else now. */
export function momentoDelRegistro(registradoEn: string | undefined, ahora: Date): Date {
  if (registradoEn === undefined) return ahora;
  const cuando = new Date(registradoEn);
  if (!registroDiferidoValido(cuando, ahora)) throw fail.badRequest('PORTERIA_REGISTRO_FUERA_DE_PLAZO');
  return cuando;
}

/** What the audit entry adds when the time came from the gate's device. */
export const detalleDiferido = (registradoEn: string | undefined): { registradoEn?: string } =>
  registradoEn === undefined ? {} : { registradoEn: new Date(registradoEn).toISOString() };
