// Ajustes (notas crédito y débito): they change a unit's account, so every money view refreshes.
import { useMutation } from '@tanstack/react-query';

import { useIdempotentMutation } from '../lib/idempotency.ts';
import { useTRPC } from '../lib/trpc.ts';
import { useInvalidate } from './invalidate.ts';

export function useRegistrarAjuste() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const t = trpc.tesoreria;
  return useMutation(
    t.ajustesCreate.mutationOptions(
      useIdempotentMutation(() => invalidate(t.estadoCuenta, t.estadoCuentaPdf, t.cartera, t.pagosList)),
    ),
  );
}
