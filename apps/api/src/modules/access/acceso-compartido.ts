// One request that answers several parts, each through its own use case and guard (the first screen,
// inicio.get), reads the property with the caller's roles, and the caller's own units there, once: the
// parts share those statements. Opted into per request with a caller object of its own, so nothing is
// shared between requests.
import type { Caller } from './guards.ts';

const compartidos = new WeakMap<Caller, Map<string, Promise<unknown>>>();

/** A copy of `caller` whose guards read each property's access and units once for all of them. */
export function conAccesoCompartido<C extends Caller>(caller: C): C {
  const propio = { ...caller };
  compartidos.set(propio, new Map());
  return propio;
}

/** `leer`'s answer for `caller`: the one already under way under `clave` when the caller shares it. */
export function lecturaCompartida<T>(caller: Caller, clave: string, leer: () => Promise<T>): Promise<T> {
  const lecturas = compartidos.get(caller);
  if (!lecturas) return leer();
  let lectura = lecturas.get(clave) as Promise<T> | undefined;
  if (!lectura) {
    lectura = leer();
    lecturas.set(clave, lectura);
  }
  return lectura;
}
