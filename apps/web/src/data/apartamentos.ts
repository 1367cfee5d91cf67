// Units of a complex: creating, editing or deleting one changes the unit list and the complex's figures.
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDeUnidad: Invalidaciones = (t) => [t.apartamentos.list, t.apartamentos.coeficientes.get, t.ph.stats];

export const useCreateApartamento = mutacion((t) => t.apartamentos.create, despuesDeUnidad);
export const useUpdateApartamento = mutacion((t) => t.apartamentos.update, despuesDeUnidad);
export const useDeleteApartamento = mutacion((t) => t.apartamentos.delete, despuesDeUnidad);
