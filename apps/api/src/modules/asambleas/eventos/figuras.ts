// What a stream sends for an event: the current figures (the notification itself carries ids only), typed
// by the contracts' union (packages/contracts/src/asambleas/eventos.ts). A change's figures are read once
// per process for every stream (difusion.ts); a stream's starting snapshot is read here.
import type { EventoConCifras } from '@horizonte/contracts';
import type { Database } from '@horizonte/db';

import { cifrasDeQuorum } from '../asistencia.ts';
import { toPuntoOutput } from '../output.ts';
import { resultadoDe } from '../votacion.ts';
import { lecturasCompartidas, type LecturaCompartida } from './lecturas.ts';
import type { AsambleaEvento } from './notifier.ts';
import { asuntoDe } from './pendientes.ts';

async function quorum(db: Database, asambleaId: string) {
  const asamblea = await db.asamblea.findUniqueOrThrow({ where: { id: asambleaId }, select: { id: true, convocatoria: true } });
  return cifrasDeQuorum(db, asamblea);
}

async function resultado(db: Database, puntoId: string) {
  const punto = await db.asambleaPunto.findUniqueOrThrow({
    where: { id: puntoId },
    include: { asamblea: { select: { modalidad: true } } },
  });
  return { puntoId, estado: punto.estado, ...(await resultadoDe(db, punto, punto.asamblea.modalidad)) };
}

/** The figures of one event; null when what it names is gone (nothing to send). */
export async function figurasDe(db: Database, evento: AsambleaEvento): Promise<EventoConCifras | null> {
  const id = (key: string) => (typeof evento.data[key] === 'string' ? (evento.data[key] as string) : '');
  switch (evento.tipo) {
    case 'quorum':
      return { tipo: 'quorum', data: { quorum: await quorum(db, evento.asambleaId) } };
    case 'asistencia': {
      const a = await db.asambleaAsistencia.findUnique({
        where: { id: id('asistenciaId') },
        include: { unidad: { select: { unidad: true } } },
      });
      // The attendee's name stays on the mesa's list: the stream says which unit came or left.
      return (
        a && {
          tipo: 'asistencia',
          data: {
            asistencia: {
              id: a.id,
              apartamentoId: a.apartamentoId,
              unidad: a.unidad.unidad,
              calidad: a.calidad,
              via: a.via,
              entradaEn: a.entradaEn.toISOString(),
              salidaEn: a.salidaEn?.toISOString() ?? null,
            },
          },
        }
      );
    }
    case 'punto': {
      const p = await db.asambleaPunto.findUnique({ where: { id: id('puntoId') } });
      return p && { tipo: 'punto', data: { punto: toPuntoOutput(p) } };
    }
    case 'resultado':
      return { tipo: 'resultado', data: { resultado: await resultado(db, id('puntoId')) } };
    case 'asamblea': {
      const a = await db.asamblea.findUnique({ where: { id: evento.asambleaId }, select: { id: true, estado: true } });
      const accion = typeof evento.data.accion === 'string' ? evento.data.accion : null;
      return a && { tipo: 'asamblea', data: { asamblea: { ...a, accion } } };
    }
  }
}

type Figuras = EventoConCifras | null;

const lecturas = new WeakMap<Database, LecturaCompartida<Figuras>>();

/**
 * The figures for an event, read once for every stream of this process that asks at the same time (see
 * lecturas.ts): 500 listeners connecting together read the open punto's tally a few times, not 500.
 */
export function figurasCompartidas(db: Database, evento: AsambleaEvento): Promise<Figuras> {
  // An `asamblea` event carries its own `accion`: read for it alone (they are few).
  if (evento.tipo === 'asamblea') return figurasDe(db, evento);
  let compartida = lecturas.get(db);
  if (!compartida) lecturas.set(db, (compartida = lecturasCompartidas<Figuras>()));
  return compartida(asuntoDe(evento), () => figurasDe(db, evento));
}

/** On connecting (no resuming): where the asamblea is now, so a client never waits for the next change. */
export async function instantanea(db: Database, asambleaId: string): Promise<EventoConCifras[]> {
  const eventos: AsambleaEvento[] = [
    { asambleaId, tipo: 'asamblea', data: {} },
    { asambleaId, tipo: 'quorum', data: {} },
  ];
  const abierto = await db.asambleaPunto.findFirst({ where: { asambleaId, estado: 'abierto' }, select: { id: true } });
  if (abierto)
    eventos.push(
      { asambleaId, tipo: 'punto', data: { puntoId: abierto.id } },
      { asambleaId, tipo: 'resultado', data: { puntoId: abierto.id } },
    );
  const out: EventoConCifras[] = [];
  for (const e of eventos) {
    // Shared with the other streams connecting at the same moment.
    const figuras = await figurasCompartidas(db, e);
    if (figuras) out.push(figuras);
  }
  return out;
}
