// Proveedores (issue 29): what creating or changing a proveedor, its contratos or documents makes stale.
import { mutacion, type Invalidaciones } from './mutacion.ts';

export const despuesDeProveedores: Invalidaciones = ({ proveedores: p }) => [p.list, p.get, p.mio];

export const useCreateProveedor = mutacion((t) => t.proveedores.create, despuesDeProveedores);
export const useUpdateProveedor = mutacion((t) => t.proveedores.update, despuesDeProveedores);
export const useCreateContrato = mutacion((t) => t.proveedores.contratos.create, despuesDeProveedores);
