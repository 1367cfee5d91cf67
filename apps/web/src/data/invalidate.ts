// The domain mutation hooks (data/*.ts) own the cache: each says, once, which lists a change affects.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/** A tRPC query procedure (e.g. trpc.apartamentos.list): its key covers every input. */
export interface QueryProcedure {
  queryKey(): QueryKey;
}

/** Marks the given queries stale and refetches those on screen; resolves when they are fresh. */
export function useInvalidate(): (...procedures: QueryProcedure[]) => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(
    (...procedures) => Promise.all(procedures.map((p) => queryClient.invalidateQueries({ queryKey: p.queryKey() }))),
    [queryClient],
  );
}
