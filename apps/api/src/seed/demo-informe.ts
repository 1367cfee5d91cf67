// Demo data of the consejo's monthly report (issue 29): altos has last month's report published by its
// administrator, so the consejo's dashboard card and the Informe mensual tab show it from the first
// start. No mail: the demo publishes nothing to anyone. Safe to run again (one report per periodo).
import { bogotaDate, sumarMeses } from '@horizonte/contracts';
import type { Database } from '@horizonte/db';

export async function seedDemoInforme(db: Database, now: Date): Promise<void> {
  const ph = await db.pH.findFirst({ where: { identificador: 'altos', deletedAt: null } });
  if (!ph) return;
  const admin = await db.user.findUnique({ where: { email: 'admin@horizonte.co' }, select: { id: true } });
  const periodo = sumarMeses(bogotaDate(now).slice(0, 7), -1);
  await db.informeMensual.upsert({
    where: { phId_periodo: { phId: ph.id, periodo } },
    create: { phId: ph.id, periodo, publicadoPorId: admin?.id ?? null, publicadoEn: now },
    update: {},
  });
}
