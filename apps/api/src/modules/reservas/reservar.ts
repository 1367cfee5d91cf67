// Booking a slot: an owner or resident with the `reservas` permiso, for a unit they are linked to.
// Every rule is checked here with a Spanish message; the overlap is decided by the database itself
// (the exclusion constraint reservas_sin_traslape), so of two concurrent requests exactly one wins.
import { randomUUID } from 'node:crypto';

import { mayBookFor, mayOnReservas } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import { readRows } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { fail } from '../../lib/errors.ts';
import { mails } from '../../lib/mail/templates.ts';
import type { Actor } from '../access/actor.ts';
import { refuseWriteIfSuspended } from '../access/suspension.ts';
import { cargarTarifa } from './cargo.ts';
import { insertarReservaSql, reservaDeFila, zonaParaReservarSql } from './consultar.ts';
import { esConflictoConcurrente, esTraslape } from './errores.ts';
import { tokenDelFeed } from './feed.ts';
import { encajeEnHorario, mesDe } from './horario.ts';
import { enMoraBloqueante } from './morosidad.ts';
import { cancelableHasta, horarioDe, RESERVA_INCLUDE, unidadDe, type ReservaRow } from './output.ts';

export interface ReservaData {
  apartamentoId: string;
  inicio: Date;
  fin: Date;
  asistentes: number;
}

const HORA_MS = 3_600_000;

export async function crearReserva(
  deps: Deps,
  actor: Actor,
  zonaId: string,
  data: ReservaData,
): Promise<{ reserva: ReservaRow; token: string }> {
  const { db, clock } = deps;
  // The zone's guard (as loadZona), the unit's (linked to it, with the `reservas` permiso) and the
  // complex's name for the mail, in one read.
  const [fila] = await readRows(db, zonaParaReservarSql(actor.user.id, zonaId, data.apartamentoId));
  if (!fila) throw fail.notFound('ZONA_NO_ENCONTRADA');
  const { phNombre, roles, permisosEnLaUnidad, vinculadas, ...zona } = fila;
  await refuseWriteIfSuspended(db, actor.user, zona.phId);
  const may = mayOnReservas(actor.user.platformRole, [], 'verZonas') || mayOnReservas(null, roles ?? [], 'verZonas');
  if (!may) throw fail.forbidden('SIN_ACCESO');
  // Not an owner or resident here at all: the generic refusal, as for any other forbidden action.
  if (permisosEnLaUnidad.length === 0)
    throw vinculadas > 0 ? fail.forbidden('RESERVA_APARTAMENTO_AJENO') : fail.forbidden('SIN_ACCESO');
  if (!mayBookFor(permisosEnLaUnidad)) throw fail.forbidden('RESERVA_SIN_PERMISO');
  if (!zona.activa) throw fail.conflict('ZONA_INACTIVA');
  if (data.asistentes > zona.aforo) throw fail.badRequest('RESERVA_SUPERA_AFORO', zona.aforo);

  const encaje = encajeEnHorario(horarioDe(zona), zona.duracionSlotMin, data.inicio, data.fin);
  if (encaje === 'fuera_de_horario') throw fail.badRequest('RESERVA_FUERA_DE_HORARIO');
  if (encaje === 'no_alineada') throw fail.badRequest('RESERVA_NO_ALINEADA', zona.duracionSlotMin);

  const ahora = clock.now();
  if (data.inicio.getTime() < ahora.getTime() + zona.anticipacionMinHoras * HORA_MS)
    throw fail.badRequest('RESERVA_ANTICIPACION_MINIMA', zona.anticipacionMinHoras);
  if (data.inicio.getTime() > ahora.getTime() + zona.anticipacionMaxDias * 24 * HORA_MS)
    throw fail.badRequest('RESERVA_ANTICIPACION_MAXIMA', zona.anticipacionMaxDias);
  if (zona.bloqueaMorosos && (await enMoraBloqueante(db, data.apartamentoId, bogotaDate(ahora))))
    throw fail.forbidden('RESERVA_UNIDAD_EN_MORA');

  const mes = mesDe(data.inicio);
  const estado = zona.requiereAprobacion ? 'solicitada' : 'aprobada';
  const id = randomUUID();
  for (let intento = 1; ; intento++) {
    try {
      return await db.$transaction(async (tx) => {
        // One unit's bookings one at a time, so two at once cannot both fit in the monthly quota.
        await tx.$queryRaw`SELECT id FROM apartamentos WHERE id = ${data.apartamentoId}::uuid FOR UPDATE`;
        const [fila] = await readRows(
          tx,
          insertarReservaSql(
            {
              id,
              phId: zona.phId,
              zonaId,
              apartamentoId: data.apartamentoId,
              solicitanteId: actor.user.id,
              inicio: data.inicio,
              fin: data.fin,
              asistentes: data.asistentes,
              estado,
              tarifa: zona.tarifa,
              deposito: zona.deposito,
              decididaEn: estado === 'aprobada' ? ahora : null,
              ahora,
            },
            { ...mes, maxDelMes: zona.maxReservasPorUnidadMes },
            {
              actorId: actor.user.id,
              phId: zona.phId,
              action: 'reserva.create',
              entity: 'reserva',
              entityId: id,
              details: {
                zonaId,
                apartamentoId: data.apartamentoId,
                inicio: data.inicio.toISOString(),
                fin: data.fin.toISOString(),
                estado,
              },
              ip: actor.ip,
            },
          ),
        );
        if (!fila) throw fail.conflict('RESERVA_CUPO_MENSUAL_AGOTADO', zona.maxReservasPorUnidadMes);
        const creada = reservaDeFila(fila);
        const cargoId = estado === 'aprobada' ? await cargarTarifa(tx, creada, ahora) : null;
        const reserva = cargoId
          ? await tx.reserva.update({ where: { id: creada.id }, data: { cargoId }, include: RESERVA_INCLUDE })
          : creada;
        // The person who asked gets it in writing (issue 26 #10), queued with the booking itself.
        await deps.jobs.send(
          tx,
          'mail.send',
          mails.reservaRecibida(actor.user.email, actor.user.nombre, phNombre, {
            zona: reserva.zona.nombre,
            unidad: unidadDe(reserva.apartamento),
            inicio: reserva.inicio,
            fin: reserva.fin,
            asistentes: reserva.asistentes,
            solicitada: estado === 'solicitada',
            tarifa: reserva.tarifa,
            deposito: reserva.deposito,
            cancelableHasta: cancelableHasta(reserva.inicio, zona.anticipacionMinHoras),
          }),
        );
        return { reserva, token: await tokenDelFeed(tx, deps.config.codeSecret, actor.user.id, data.apartamentoId, ahora) };
      });
    } catch (error) {
      if (esTraslape(error)) throw fail.conflict('RESERVA_TRASLAPE');
      if (intento < 3 && esConflictoConcurrente(error)) continue;
      throw error;
    }
  }
}
