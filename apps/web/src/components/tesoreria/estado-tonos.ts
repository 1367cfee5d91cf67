// The colour of each treasury estado's badge: display only (what each estado allows is the
// contracts' policy, packages/contracts/src/policy/tesoreria.ts).
import type { EstadoFacturacion, EstadoPago, EstadoPresupuesto } from '@horizonte/contracts';

type Tono = 'green' | 'yellow' | 'red';

export const TONO_FACTURACION: Record<EstadoFacturacion, Tono> = { borrador: 'yellow', emitida: 'green', anulada: 'red' };
export const TONO_PAGO: Record<EstadoPago, Tono> = { aplicado: 'green', anulado: 'red' };
export const TONO_PRESUPUESTO: Record<EstadoPresupuesto, Tono> = { borrador: 'yellow', aprobado: 'green' };
