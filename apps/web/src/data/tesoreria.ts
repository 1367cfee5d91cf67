// Tesorería: what a change to money invalidates (accounts, runs, payments, cartera, dashboards).
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import type { importarPagosOutput } from '@horizonte/contracts';

import { apiFetch } from '../lib/api-fetch.ts';
import { useTRPC } from '../lib/trpc.ts';
import { useInvalidate } from './invalidate.ts';
import { mutacion, sinInvalidar, type Invalidaciones } from './mutacion.ts';

const despuesDeDinero: Invalidaciones = ({ tesoreria: t, inicio }) => [
  t.estadoCuenta.get,
  inicio.get,
  t.cartera.get,
  t.pagos.list,
  t.facturaciones.list,
  t.facturaciones.get,
  t.presupuestos.list,
  t.tasasMora.list,
  t.cuotasExtraordinarias.list,
  t.configuracion.get,
];
const idempotente = { idempotente: true };

export const usePazYSalvo = mutacion((t) => t.tesoreria.pazYSalvo.emitir, sinInvalidar, idempotente);
export const useCreatePresupuesto = mutacion((t) => t.tesoreria.presupuestos.create, despuesDeDinero);
export const useUpdatePresupuesto = mutacion((t) => t.tesoreria.presupuestos.update, despuesDeDinero);
export const useAprobarPresupuesto = mutacion((t) => t.tesoreria.presupuestos.aprobar, despuesDeDinero);
export const useCreateFacturacion = mutacion((t) => t.tesoreria.facturaciones.create, despuesDeDinero, idempotente);
export const useEmitirFacturacion = mutacion((t) => t.tesoreria.facturaciones.emitir, despuesDeDinero, idempotente);
export const useAnularFacturacion = mutacion((t) => t.tesoreria.facturaciones.anular, despuesDeDinero);
export const useCreatePago = mutacion((t) => t.tesoreria.pagos.create, despuesDeDinero, idempotente);
export const useAnularPago = mutacion((t) => t.tesoreria.pagos.anular, despuesDeDinero);
export const useSetTasaMora = mutacion((t) => t.tesoreria.tasasMora.update, despuesDeDinero);
export const useCreateCuotaExtraordinaria = mutacion(
  (t) => t.tesoreria.cuotasExtraordinarias.create,
  despuesDeDinero,
  idempotente,
);
export const useSetConfiguracionTesoreria = mutacion((t) => t.tesoreria.configuracion.update, despuesDeDinero);

export type ExtractoConciliado = z.infer<typeof importarPagosOutput>;

/**
 * A bank statement as the file the bank gave (CSV or Excel), previewed (nothing written) or applied:
 * the multipart route, which is not a procedure; applying invalidates what any payment does.
 */
export function useImportarExtractoArchivo() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ phId, archivo, vistaPrevia }: { phId: string; archivo: File; vistaPrevia: boolean }) => {
      const body = new FormData();
      body.append('archivo', archivo);
      const res = await apiFetch(`/ph/${phId}/pagos/importar/archivo${vistaPrevia ? '?vistaPrevia=true' : ''}`, {
        method: 'POST',
        body,
      });
      return (await res.json()) as ExtractoConciliado;
    },
    onSuccess: async (resultado) => {
      if (!resultado.vistaPrevia) await invalidate(...despuesDeDinero(trpc));
    },
  });
}
