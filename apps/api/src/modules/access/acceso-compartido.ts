// One request that answers several parts, each through its own use case and guard (the first screen,
// inicio.get), reads the property and the caller's roles once: the parts share that one statement.
// Opted into per request with a caller object of its own, so nothing is shared between requests.
import type { Rol } from '@horizonte/contracts';
import type { PH } from '@horizonte/db';

import type { Caller } from './guards.ts';

type Acceso = Promise<{ ph: PH; roles: Rol[] }>;

const compartidos = new WeakMap<Caller, Map<string, Acceso>>();

/** A copy of `caller` whose guards read each property's access once for all of them. */
export function conAccesoCompartido<C extends Caller>(caller: C): C {
  const propio = { ...caller };
  compartidos.set(propio, new Map());
  return propio;
}

/** propertyAccess's read for `caller`: the one already under way when the caller shares it. */
export function accesoDe(caller: Caller, phId: string, leer: () => Acceso): Acceso {
  const lecturas = compartidos.get(caller);
  if (!lecturas) return leer();
  let acceso = lecturas.get(phId);
  if (!acceso) {
    acceso = leer();
    lecturas.set(phId, acceso);
  }
  return acceso;
}
