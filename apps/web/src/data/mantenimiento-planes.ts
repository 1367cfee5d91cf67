// Mantenimiento (issue 29): what changing an activo or a plan makes stale. A plan's change moves the
// cumplimiento and the forecast; archiving an activo changes the plans' activo names only on reload.
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDeActivo: Invalidaciones = ({ mantenimiento: m }) => [m.activos.list, m.planes.list];
const despuesDePlan: Invalidaciones = ({ mantenimiento: m }) => [m.planes.list, m.cumplimiento.get];

export const useCrearActivo = mutacion((t) => t.mantenimiento.activos.create, despuesDeActivo);
export const useEditarActivo = mutacion((t) => t.mantenimiento.activos.update, despuesDeActivo);
export const useArchivarActivo = mutacion((t) => t.mantenimiento.activos.delete, despuesDeActivo);
export const useCrearPlan = mutacion((t) => t.mantenimiento.planes.create, despuesDePlan);
export const useEditarPlan = mutacion((t) => t.mantenimiento.planes.update, despuesDePlan);
export const useArchivarPlan = mutacion((t) => t.mantenimiento.planes.delete, despuesDePlan);
