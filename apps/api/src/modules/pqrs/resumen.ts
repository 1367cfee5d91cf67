// The daily digest to each complex's administrators: the PQRS due within PQRS_DIAS_POR_VENCER días hábiles or overdue
// (open and with the clock running). One mail per administrator, all enqueued in one transaction.
import { PQRS_DIAS_POR_VENCER } from '@horizonte/contracts';
import { addBusinessDays, bogotaDate } from '@horizonte/contracts/calendar';

import type { JobServices } from '../../jobs/queue.ts';
import { mails } from '../../lib/mail/templates.ts';
import { civil, dateOf } from './output.ts';
import { diasRestantes } from './plazos.ts';

export async function enviarResumenPqrs(deps: JobServices, _data: unknown): Promise<void> {
  const hoy = bogotaDate(deps.clock.now());
  const rows = await deps.db.pqrs.findMany({
    where: {
      estado: { in: ['radicada', 'en_tramite', 'reabierta'] },
      fechaVencimiento: { lte: dateOf(addBusinessDays(hoy, PQRS_DIAS_POR_VENCER)) },
      ph: { deletedAt: null },
    },
    select: { phId: true, radicado: true, asunto: true, fechaVencimiento: true, ph: { select: { nombre: true } } },
    orderBy: [{ phId: 'asc' }, { fechaVencimiento: 'asc' }],
  });
  const byPh = new Map<string, typeof rows>();
  for (const row of rows) byPh.set(row.phId, [...(byPh.get(row.phId) ?? []), row]);
  for (const [phId, pqrs] of byPh) {
    const admins = await deps.db.userRole.findMany({
      where: { phId, rol: 'admin' },
      select: { user: { select: { email: true, nombre: true } } },
    });
    const lineas = pqrs.map((p) => {
      const restantes = diasRestantes(hoy, civil(p.fechaVencimiento!));
      const cuando =
        restantes < 0
          ? `vencida hace ${-restantes} día(s) hábil(es)`
          : restantes === 0
            ? 'vence hoy'
            : `vence en ${restantes} día(s) hábil(es)`;
      return `${p.radicado} · ${p.asunto} · ${cuando} (${civil(p.fechaVencimiento!)})`;
    });
    await deps.db.$transaction(async (tx) => {
      for (const { user } of admins)
        await deps.jobs.send(tx, 'mail.send', mails.pqrsResumen(user.email, user.nombre, pqrs[0]!.ph.nombre, lineas));
    });
  }
}
