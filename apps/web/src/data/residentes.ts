// Residents of a unit: a change shows in the unit's residents, the unit list (its count) and the figures.
import { mutacion, sinInvalidar, type Invalidaciones } from './mutacion.ts';

const despuesDeResidente: Invalidaciones = (t) => [t.residentes.list, t.apartamentos.list, t.ph.stats];

export const useCreateResidente = mutacion((t) => t.residentes.create, despuesDeResidente);
export const useUpdatePermisos = mutacion((t) => t.residentes.permisos.update, despuesDeResidente);
export const useDeleteResidente = mutacion((t) => t.residentes.delete, despuesDeResidente);
export const useReenviarInvitacion = mutacion((t) => t.residentes.invitacion.reenviar, sinInvalidar);
