// The owner's and resident's first screen in one request (issue 31): the reads of the procedures it
// used to call one by one, each through its own use case (and so its own access rule), all sent at
// once; the estado de cuenta of each of the caller's units follows as soon as the units are known.
import { TRPCError } from '@trpc/server';

import { INICIO_PAGINAS } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { conAccesoCompartido } from '../access/acceso-compartido.ts';
import type { Actor } from '../access/actor.ts';
import { myApartamentos } from '../apartamentos/list.ts';
import { listarAsambleas } from '../asambleas/listado.ts';
import { listarComunicados } from '../comunicados/listar.ts';
import { notificaciones } from '../comunicados/notificaciones.ts';
import { listarPaquetes } from '../porteria/paquetes.ts';
import { listPqrs } from '../pqrs/consultar.ts';
import { estadoDeCuenta } from '../tesoreria/estado-cuenta.ts';
import { corteDeConsulta } from '../tesoreria/ledger.ts';

/** A part the caller may not read is absent (the screen hides it), as when its own procedure answers 403. */
async function siPuedeLeer<T>(parte: Promise<T>): Promise<T | null> {
  try {
    return await parte;
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'FORBIDDEN') return null;
    throw error;
  }
}

export async function leerInicio(deps: Deps, caller: Actor, phId: string) {
  // Every part's guard reads the complex with the caller's roles, and the caller's own units there:
  // one statement each for all of them.
  const actor: Actor = { ...caller, user: conAccesoCompartido(caller.user) };
  const corte = corteDeConsulta(deps.clock);
  // The units' guard (the complex must be visible to the caller) decides for the whole answer: an
  // error there (404, 403) is the request's. The other parts start at the same time.
  const unidades = myApartamentos(deps, actor, phId);
  const cuentas = unidades.then(({ apartamentos }) =>
    // The caller lives in or owns each of these units, which is what lets them read its account (art. 29).
    Promise.all(apartamentos.map((a) => estadoDeCuenta(deps.db, a, corte))),
  );
  const [apartamentos, estados, campana, comunicados, paquetes, asambleas, pqrs] = await Promise.all([
    unidades,
    cuentas,
    siPuedeLeer(notificaciones(deps, actor, phId)),
    siPuedeLeer(listarComunicados(deps, actor, phId, INICIO_PAGINAS.comunicados)),
    siPuedeLeer(listarPaquetes(deps, actor, phId, INICIO_PAGINAS.paquetes)),
    siPuedeLeer(listarAsambleas(deps, actor, phId, INICIO_PAGINAS.asambleas)),
    siPuedeLeer(listPqrs(deps, actor, phId, INICIO_PAGINAS.pqrs)),
  ]);
  return { apartamentos, cuentas: estados, notificaciones: campana, comunicados, paquetes, asambleas, pqrs };
}
export type Inicio = Awaited<ReturnType<typeof leerInicio>>;
