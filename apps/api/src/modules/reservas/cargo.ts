// A zone's fee on the unit's estado de cuenta: an `adicional` charge (no mora: it is a service fee,
// not an expensa) created when the booking is approved, and annulled — never deleted — if the booking
// is cancelled afterwards; payments already applied to it are released as saldo a favor.
import { formatoFecha } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import type { Prisma } from '@horizonte/db';

import { revocarPazYSalvos } from '../tesoreria/documentos.ts';
import { dateOf } from '../tesoreria/ledger.ts';
import type { ReservaRow } from './output.ts';

export async function cargarTarifa(tx: Prisma.TransactionClient, reserva: ReservaRow, ahora: Date): Promise<string | null> {
  if (reserva.tarifa <= 0) return null;
  const hoy = bogotaDate(ahora);
  const dia = bogotaDate(reserva.inicio);
  const cargo = await tx.cargo.create({
    data: {
      phId: reserva.phId,
      apartamentoId: reserva.apartamentoId,
      tipo: 'adicional',
      concepto: `Reserva ${reserva.zona.nombre} (${formatoFecha(dia)})`,
      periodo: hoy.slice(0, 7),
      fecha: dateOf(hoy),
      // Due on the day of use (approval always comes before it; never before today).
      fechaVencimiento: dateOf(dia > hoy ? dia : hoy),
      valor: reserva.tarifa,
      generaMora: false,
      estado: 'vigente',
      createdAt: ahora,
    },
  });
  // Owed from today: a paz y salvo of the unit issued today no longer holds (issue 25, #6).
  await revocarPazYSalvos(
    tx,
    { phId: reserva.phId, apartamentoIds: [reserva.apartamentoId], desde: hoy },
    { ahora, actorId: null },
  );
  return cargo.id;
}

export async function anularTarifa(tx: Prisma.TransactionClient, cargoId: string | null, ahora: Date): Promise<void> {
  if (!cargoId) return;
  await tx.aplicacionPago.updateMany({ where: { cargoId, anuladaEn: null }, data: { anuladaEn: ahora } });
  await tx.cargo.updateMany({
    where: { id: cargoId, estado: { not: 'anulado' } },
    data: { estado: 'anulado', anuladoEn: ahora },
  });
}
