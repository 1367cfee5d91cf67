// Votes in the room (issue 26): most asambleas are held in person, where units vote by show of hands or on
// paper. The mesa records them for the units present or represented (art. 45: decisions are taken by the
// coeficientes present), one by one or in bulk, into the same hash chain and under the same one-vote-per-unit
// rule as the votes cast from a phone: a unit that voted by phone is not recorded again, and vice versa.
import {
  ASAMBLEA_MSG,
  asambleaAdmite,
  coeficienteMillonesimas,
  puntoEnVotacion,
  type VotoMesaInput,
  type VotosMesaOutput,
  type VotosMesaPendientes,
} from '@horizonte/contracts';
import type { DbClient, Prisma } from '@horizonte/db';

import type { Deps } from '../../deps.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import type { Actor } from '../access/actor.ts';
import { pct } from './output.ts';
import { requireMesa } from './secretario.ts';
import { colaDeLaCadena, hashVoto, pesoDelVoto, votoCanonico } from './votacion.ts';

/** The mesa is the administration conducting the meeting, or the secretario it designated for it (secretario.ts). */
async function loadPuntoDeLaMesa(deps: Deps, actor: Actor, puntoId: string) {
  const punto = await deps.db.asambleaPunto.findUnique({ where: { id: puntoId } });
  if (!punto) throw fail.notFound('PUNTO_NO_ENCONTRADO');
  const { asamblea } = await requireMesa(deps.db, actor.user, punto.asambleaId);
  return { punto, asamblea };
}

/** Units with an open attendance that have not voted the punto, with their padrón coeficiente. */
async function presentesSinVoto(db: DbClient, asambleaId: string, puntoId: string) {
  return db.$queryRaw<
    { apartamentoId: string; unidad: string; coeficiente: string; nombre: string; calidad: 'propietario' | 'apoderado' }[]
  >`
    SELECT DISTINCT ON (pa.unidad, a.apartamento_id) a.apartamento_id::text AS "apartamentoId", pa.unidad, pa.coeficiente::text AS coeficiente, a.nombre, a.calidad::text AS calidad
    FROM asamblea_asistencias a
    JOIN asamblea_padron pa ON pa.asamblea_id = a.asamblea_id AND pa.apartamento_id = a.apartamento_id
    WHERE a.asamblea_id = ${asambleaId}::uuid AND a.salida_en IS NULL
      AND NOT EXISTS (SELECT 1 FROM asamblea_votos v WHERE v.punto_id = ${puntoId}::uuid AND v.apartamento_id = a.apartamento_id)
    ORDER BY pa.unidad, a.apartamento_id, a.entrada_en DESC`;
}

/** What the mesa still has to record, and the warning before closing: how many present units and their coeficiente. */
export async function leerPendientesDeLaMesa(deps: Deps, actor: Actor, puntoId: string): Promise<VotosMesaPendientes> {
  const { punto } = await loadPuntoDeLaMesa(deps, actor, puntoId);
  const filas = puntoEnVotacion(punto) ? await presentesSinVoto(deps.db, punto.asambleaId, punto.id) : [];
  const lista = filas.map((f) => ({
    apartamentoId: f.apartamentoId,
    unidad: f.unidad,
    coeficiente: pct(coeficienteMillonesimas(Number(f.coeficiente))),
    nombre: f.nombre,
    calidad: f.calidad,
  }));
  const totalM = filas.reduce((suma, f) => suma + coeficienteMillonesimas(Number(f.coeficiente)), 0);
  return { unidades: lista.length, coeficiente: pct(totalM), lista };
}

export async function registrarVotosMesa(
  deps: Deps,
  actor: Actor,
  puntoId: string,
  votos: VotoMesaInput[],
): Promise<Omit<VotosMesaOutput, 'success'>> {
  const { punto, asamblea } = await loadPuntoDeLaMesa(deps, actor, puntoId);
  if (!asambleaAdmite(asamblea.estado, 'conducirVotacion')) throw fail.conflict('ASAMBLEA_NO_EN_CURSO');
  if (!puntoEnVotacion(punto)) throw fail.conflict('PUNTO_NO_ABIERTO');
  const ahora = deps.clock.now();

  return deps.db.$transaction(async (tx) => {
    // The chain's lock first: a phone vote of the same unit either committed before (and is seen below)
    // or waits and then meets UNIQUE(punto, unidad).
    const cola = await colaDeLaCadena(tx, asamblea.id, puntoId);
    const [padron, asistencias, previos] = await Promise.all([
      tx.asambleaPadron.findMany({
        where: { asambleaId: asamblea.id, apartamentoId: { in: votos.map((v) => v.apartamentoId) } },
        select: { apartamentoId: true, coeficiente: true },
      }),
      tx.asambleaAsistencia.findMany({
        where: { asambleaId: asamblea.id, salidaEn: null },
        select: { apartamentoId: true, calidad: true },
      }),
      tx.asambleaVoto.findMany({ where: { puntoId }, select: { apartamentoId: true, papeleta: true } }),
    ]);
    const coeficientes = new Map(padron.map((u) => [u.apartamentoId, u.coeficiente.toString()]));
    const presentes = new Map(asistencias.map((a) => [a.apartamentoId, a.calidad]));
    const votaron = new Set(previos.map((v) => v.apartamentoId));
    const papeletas = new Set(previos.flatMap((v) => (v.papeleta ? [v.papeleta] : [])));
    const enEsteLote = new Set<string>();

    const rechazados: { apartamentoId: string; motivo: string }[] = [];
    const filas: Prisma.AsambleaVotoCreateManyInput[] = [];
    let { secuencia, hash } = cola;
    for (const v of votos) {
      const coeficiente = coeficientes.get(v.apartamentoId);
      const calidad = presentes.get(v.apartamentoId);
      const motivo = enEsteLote.has(v.apartamentoId)
        ? ASAMBLEA_MSG.unidadRepetidaEnLote
        : coeficiente === undefined
          ? ASAMBLEA_MSG.unidadFueraDelPadron
          : !calidad
            ? ASAMBLEA_MSG.sinAsistencia
            : votaron.has(v.apartamentoId)
              ? ASAMBLEA_MSG.votoRepetido
              : v.papeleta && papeletas.has(v.papeleta)
                ? ASAMBLEA_MSG.papeletaRepetida(v.papeleta)
                : null;
      enEsteLote.add(v.apartamentoId);
      if (motivo || coeficiente === undefined || !calidad) {
        rechazados.push({ apartamentoId: v.apartamentoId, motivo: motivo ?? ASAMBLEA_MSG.sinAsistencia });
        continue;
      }
      if (v.papeleta) papeletas.add(v.papeleta);
      secuencia += 1;
      const datos = {
        asambleaId: asamblea.id,
        puntoId,
        apartamentoId: v.apartamentoId,
        userId: null,
        calidad,
        opcion: v.opcion,
        peso: pesoDelVoto(punto.ponderacion, coeficiente),
        emitidoEn: ahora,
        secuencia,
        via: 'mesa' as const,
        registradoPorId: actor.user.id,
        papeleta: v.papeleta ?? null,
      };
      const siguiente = hashVoto(hash, votoCanonico(datos));
      filas.push({ ...datos, hashAnterior: hash, hash: siguiente });
      hash = siguiente;
    }
    if (filas.length > 0) {
      await tx.asambleaVoto.createMany({ data: filas });
      await audit(tx, {
        actorId: actor.user.id,
        phId: asamblea.phId,
        action: 'asamblea.voto.mesa',
        entity: 'asamblea_punto',
        entityId: puntoId,
        details: {
          registrados: filas.length,
          rechazados: rechazados.length,
          votos: filas.map((f) => ({ apartamentoId: f.apartamentoId, papeleta: f.papeleta, hash: f.hash })),
        },
        ip: actor.ip,
      });
      // The same live event a phone vote publishes: the tallies refresh on every screen.
      await deps.eventos.publish(tx, { asambleaId: asamblea.id, tipo: 'resultado', data: { puntoId } });
    }
    return { registrados: filas.length, rechazados };
  });
}
