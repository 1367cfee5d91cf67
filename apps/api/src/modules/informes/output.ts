import type { Informe } from '@horizonte/contracts';
import type { InformeMensual } from '@horizonte/db';

export function toInformeOutput(row: InformeMensual, publicadoPor: string | null): Informe {
  return { id: row.id, periodo: row.periodo, publicadoEn: row.publicadoEn.toISOString(), publicadoPor };
}
