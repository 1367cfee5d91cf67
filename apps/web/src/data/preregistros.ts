// Pre-registrations: a decision changes the list and the pending counts of the complex and the platform.
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDeDecision: Invalidaciones = (t) => [t.preregistros.list, t.ph.stats, t.platform.stats];

export const useApprovePreregistro = mutacion((t) => t.preregistros.approve, despuesDeDecision);
export const useRejectPreregistro = mutacion((t) => t.preregistros.reject, despuesDeDecision);
