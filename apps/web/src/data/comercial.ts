// The commercial side (issue 33): moving or converting a lead, a complex's plan and the month's targets
// change the leads list, the customers list and the commercial figures.
import { mutacion, type Invalidaciones } from './mutacion.ts';

const despuesDeLead: Invalidaciones = (t) => [t.comercial.leads.list, t.comercial.resumen.get, t.comercial.metas.get];
const despuesDeConversion: Invalidaciones = (t) => [...despuesDeLead(t), t.comercial.clientes.list, t.ph.list, t.platform.stats];
const despuesDePlan: Invalidaciones = (t) => [
  t.comercial.clientes.list,
  t.comercial.resumen.get,
  t.comercial.metas.get,
  t.comercial.planes.get,
];

export const useMoverLead = mutacion((t) => t.comercial.leads.mover, despuesDeLead, { tambienSiFalla: true });
// Creates a complex and mails an invitation: one Idempotency-Key per submission.
export const useConvertirLead = mutacion((t) => t.comercial.leads.convertir, despuesDeConversion, { idempotente: true });
export const useCambiarPlan = mutacion((t) => t.comercial.planes.update, despuesDePlan);
export const useFijarMetas = mutacion(
  (t) => t.comercial.metas.update,
  (t) => [t.comercial.metas.get],
);
