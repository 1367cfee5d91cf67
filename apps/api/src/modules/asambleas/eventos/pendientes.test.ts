import { describe, expect, it } from 'vitest';

import type { AsambleaEvento } from './notifier.ts';
import { asuntoDe, EventosPendientes } from './pendientes.ts';

const A = 'asamblea-1';
/** As the stream queues a notification's figures: under the notification's subject. */
const meter = <E extends AsambleaEvento>(pendientes: EventosPendientes<E>, evento: E) =>
  pendientes.push(asuntoDe(evento), evento);
const resultado = (puntoId: string, n: number): AsambleaEvento & { n: number } => ({
  asambleaId: A,
  tipo: 'resultado',
  data: { puntoId },
  n,
});

describe('a listener’s pending events', () => {
  it('keeps one event per subject, in the place it first queued, with the newest data', () => {
    const pendientes = new EventosPendientes<AsambleaEvento & { n: number }>();
    meter(pendientes, resultado('p1', 1));
    meter(pendientes, { asambleaId: A, tipo: 'quorum', data: {}, n: 2 });
    meter(pendientes, resultado('p1', 3));
    meter(pendientes, resultado('p2', 4));
    meter(pendientes, { asambleaId: A, tipo: 'quorum', data: {}, n: 5 });
    expect(pendientes.size).toBe(3);
    expect(pendientes.tomarTodos().map((e) => e.n)).toEqual([3, 5, 4]);
    expect(pendientes.tomarTodos()).toEqual([]);
  });

  it('never merges asamblea events (each says what happened) nor different attendances', () => {
    const pendientes = new EventosPendientes<AsambleaEvento>();
    meter(pendientes, { asambleaId: A, tipo: 'asamblea', data: { accion: 'instalada' } });
    meter(pendientes, { asambleaId: A, tipo: 'asamblea', data: { accion: 'cerrada' } });
    meter(pendientes, { asambleaId: A, tipo: 'asistencia', data: { asistenciaId: 'x' } });
    meter(pendientes, { asambleaId: A, tipo: 'asistencia', data: { asistenciaId: 'y' } });
    meter(pendientes, { asambleaId: A, tipo: 'asistencia', data: { asistenciaId: 'x' } });
    expect(pendientes.size).toBe(4);
    expect(
      pendientes
        .tomarTodos()
        .slice(0, 2)
        .map((e) => e.data.accion),
    ).toEqual(['instalada', 'cerrada']);
  });
});
