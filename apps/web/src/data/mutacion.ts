// One mutation hook per procedure, declared in one line with what it changes (issue 27): a module
// writes `export const useResponderPqrs = mutacion((t) => t.pqrs.responder, despuesDePqrs)` instead
// of a three-line hook each, and the queries it invalidates are declared once per module.
import { useMutation } from '@tanstack/react-query';
import type { DecorateMutationProcedure, ResolverDef } from '@trpc/tanstack-react-query';

import { useIdempotentMutation } from '../lib/idempotency.ts';
import { useTRPC } from '../lib/trpc.ts';
import { useInvalidate, type QueryProcedure } from './invalidate.ts';

export type Trpc = ReturnType<typeof useTRPC>;

/** The queries a change makes stale (a procedure's key covers every input). */
export type Invalidaciones = (trpc: Trpc) => readonly QueryProcedure[];

export interface OpcionesMutacion {
  /** Moves money or issues a document: sent with the form's Idempotency-Key (lib/idempotency.ts). */
  idempotente?: boolean;
  /** Invalidate also after a refusal (someone else may have changed it meanwhile), not only on success. */
  tambienSiFalla?: boolean;
}

/** Nothing to refresh (the answer itself is what the screen needs). */
export const sinInvalidar: Invalidaciones = () => [];

/** A mutation hook for one tRPC procedure that, once it succeeds, invalidates the declared queries. */
export function mutacion<TDef extends ResolverDef>(
  procedimiento: (trpc: Trpc) => DecorateMutationProcedure<TDef>,
  invalida: Invalidaciones,
  { idempotente = false, tambienSiFalla = false }: OpcionesMutacion = {},
) {
  return function useMutacion() {
    const trpc = useTRPC();
    const invalidate = useInvalidate();
    const refrescar = () => invalidate(...invalida(trpc));
    // Always called (hooks keep their order); only used by the mutations that move money.
    const conClave = useIdempotentMutation(refrescar);
    const opciones = idempotente ? conClave : tambienSiFalla ? { onSettled: refrescar } : { onSuccess: refrescar };
    return useMutation(procedimiento(trpc).mutationOptions(opciones));
  };
}
