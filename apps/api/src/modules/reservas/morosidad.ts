// `bloqueaMorosos`: a unit whose overdue capital is older than 60 days may not book the zone. Ley 675
// and the courts (T-630/97 and later) forbid cutting essential services for mora — intercom,
// correspondence, access to the unit, the only elevator — but allow restricting amenities such as the
// salón comunal, the BBQ or the gym when the reglamento says so: the flag is that decision, per zone,
// and zones are amenities, never those services.
import { DIAS_MORA_BLOQUEO, diasEntre } from '@horizonte/contracts';

import { cargosVivos, type Db } from '../tesoreria/ledger.ts';

/** Whether the unit owes capital (not interest) past due for more than DIAS_MORA_BLOQUEO days on `hoy`. */
export async function enMoraBloqueante(db: Db, apartamentoId: string, hoy: string): Promise<boolean> {
  const cargos = await cargosVivos(db, { apartamentoId }, hoy);
  return cargos.some((c) => c.tipo !== 'interes' && c.saldo > 0 && diasEntre(c.fechaVencimiento, hoy) > DIAS_MORA_BLOQUEO);
}
