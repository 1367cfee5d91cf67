// Tesorería: what a change to money invalidates (accounts, runs, payments, cartera, dashboards).
import { useMutation } from '@tanstack/react-query';

import { useIdempotentMutation } from '../lib/idempotency.ts';
import { useTRPC } from '../lib/trpc.ts';
import { useInvalidate } from './invalidate.ts';

function useAfterMoneyChange() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return () =>
    invalidate(
      trpc.tesoreria.estadoCuenta,
      trpc.tesoreria.cartera,
      trpc.tesoreria.pagosList,
      trpc.tesoreria.facturacionList,
      trpc.tesoreria.facturacionGet,
      trpc.tesoreria.presupuestosList,
      trpc.tesoreria.tasasMoraList,
      trpc.tesoreria.cuotasExtraordinariasList,
      trpc.tesoreria.configuracionGet,
    );
}

export function usePazYSalvo() {
  const trpc = useTRPC();
  return useMutation(trpc.tesoreria.pazYSalvo.mutationOptions(useIdempotentMutation()));
}

export function useCreatePresupuesto() {
  const trpc = useTRPC();
  return useMutation(trpc.tesoreria.presupuestosCreate.mutationOptions({ onSuccess: useAfterMoneyChange() }));
}

export function useAprobarPresupuesto() {
  const trpc = useTRPC();
  return useMutation(trpc.tesoreria.presupuestosAprobar.mutationOptions({ onSuccess: useAfterMoneyChange() }));
}

export function useCreateFacturacion() {
  const trpc = useTRPC();
  return useMutation(trpc.tesoreria.facturacionCreate.mutationOptions(useIdempotentMutation(useAfterMoneyChange())));
}

export function useEmitirFacturacion() {
  const trpc = useTRPC();
  return useMutation(trpc.tesoreria.facturacionEmitir.mutationOptions(useIdempotentMutation(useAfterMoneyChange())));
}

export function useAnularFacturacion() {
  const trpc = useTRPC();
  return useMutation(trpc.tesoreria.facturacionAnular.mutationOptions({ onSuccess: useAfterMoneyChange() }));
}

export function useCreatePago() {
  const trpc = useTRPC();
  return useMutation(trpc.tesoreria.pagosCreate.mutationOptions(useIdempotentMutation(useAfterMoneyChange())));
}

export function useAnularPago() {
  const trpc = useTRPC();
  return useMutation(trpc.tesoreria.pagosAnular.mutationOptions({ onSuccess: useAfterMoneyChange() }));
}

export function useImportarPagos() {
  const trpc = useTRPC();
  return useMutation(trpc.tesoreria.pagosImportar.mutationOptions(useIdempotentMutation(useAfterMoneyChange())));
}

export function useSetTasaMora() {
  const trpc = useTRPC();
  return useMutation(trpc.tesoreria.tasasMoraSet.mutationOptions({ onSuccess: useAfterMoneyChange() }));
}

export function useUpdatePresupuesto() {
  const trpc = useTRPC();
  return useMutation(trpc.tesoreria.presupuestosUpdate.mutationOptions({ onSuccess: useAfterMoneyChange() }));
}

export function useCreateCuotaExtraordinaria() {
  const trpc = useTRPC();
  return useMutation(trpc.tesoreria.cuotasExtraordinariasCreate.mutationOptions(useIdempotentMutation(useAfterMoneyChange())));
}

export function useSetConfiguracionTesoreria() {
  const trpc = useTRPC();
  return useMutation(trpc.tesoreria.configuracionSet.mutationOptions({ onSuccess: useAfterMoneyChange() }));
}
