// Tesorería: what a change to money invalidates (accounts, runs, payments, cartera, dashboards).
import { mutacion, sinInvalidar, type Invalidaciones } from './mutacion.ts';

const despuesDeDinero: Invalidaciones = ({ tesoreria: t }) => [
  t.estadoCuenta,
  t.cartera,
  t.pagosList,
  t.facturacionList,
  t.facturacionGet,
  t.presupuestosList,
  t.tasasMoraList,
  t.cuotasExtraordinariasList,
  t.configuracionGet,
];
const idempotente = { idempotente: true };

export const usePazYSalvo = mutacion((t) => t.tesoreria.pazYSalvo, sinInvalidar, idempotente);
export const useCreatePresupuesto = mutacion((t) => t.tesoreria.presupuestosCreate, despuesDeDinero);
export const useUpdatePresupuesto = mutacion((t) => t.tesoreria.presupuestosUpdate, despuesDeDinero);
export const useAprobarPresupuesto = mutacion((t) => t.tesoreria.presupuestosAprobar, despuesDeDinero);
export const useCreateFacturacion = mutacion((t) => t.tesoreria.facturacionCreate, despuesDeDinero, idempotente);
export const useEmitirFacturacion = mutacion((t) => t.tesoreria.facturacionEmitir, despuesDeDinero, idempotente);
export const useAnularFacturacion = mutacion((t) => t.tesoreria.facturacionAnular, despuesDeDinero);
export const useCreatePago = mutacion((t) => t.tesoreria.pagosCreate, despuesDeDinero, idempotente);
export const useAnularPago = mutacion((t) => t.tesoreria.pagosAnular, despuesDeDinero);
export const useImportarPagos = mutacion((t) => t.tesoreria.pagosImportar, despuesDeDinero, idempotente);
export const useSetTasaMora = mutacion((t) => t.tesoreria.tasasMoraSet, despuesDeDinero);
export const useCreateCuotaExtraordinaria = mutacion(
  (t) => t.tesoreria.cuotasExtraordinariasCreate,
  despuesDeDinero,
  idempotente,
);
export const useSetConfiguracionTesoreria = mutacion((t) => t.tesoreria.configuracionSet, despuesDeDinero);
