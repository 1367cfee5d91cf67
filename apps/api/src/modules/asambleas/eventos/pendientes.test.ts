import { describe, expect, it } from 'vitest';

import type { AsambleaEvento } from './notifier.ts';
import { EventosPendientes } from './pendientes.ts';

const A = 'asamblea-1';
const resultado = (puntoId: string, n: number): AsambleaEvento & { n: number } => ({
  asambleaId: A,
  tipo: 'resultado',
  data: { puntoId },
  n,
});

describe('a listener’s pending events', () => {
  it('keeps one event per subject, in the place it first queued, with the newest data', () => {
    const pendientes = new EventosPendientes<AsambleaEvento & { n: number }>();
    pendientes.push(resultado('p1', 1));
    pendientes.push({ asambleaId: A, tipo: 'quorum', data: {}, n: 2 });
    pendientes.push(resultado('p1', 3));
    pendientes.push(resultado('p2', 4));
    pendientes.push({ asambleaId: A, tipo: 'quorum', data: {}, n: 5 });
    expect(pendientes.size).toBe(3);
    expect(pendientes.tomarTodos().map((e) => e.n)).toEqual([3, 5, 4]);
    expect(pendientes.tomarTodos()).toEqual([]);
  });

  it('never merges asamblea events (each says what happened) nor different attendances', () => {
    const pendientes = new EventosPendientes<AsambleaEvento>();
    pendientes.push({ asambleaId: A, tipo: 'asamblea', data: { accion: 'instalada' } });
    pendientes.push({ asambleaId: A, tipo: 'asamblea', data: { accion: 'cerrada' } });
    pendientes.push({ asambleaId: A, tipo: 'asistencia', data: { asistenciaId: 'x' } });
    pendientes.push({ asambleaId: A, tipo: 'asistencia', data: { asistenciaId: 'y' } });
    pendientes.push({ asambleaId: A, tipo: 'asistencia', data: { asistenciaId: 'x' } });
    expect(pendientes.size).toBe(4);
    expect(
      pendientes
        .tomarTodos()
        .slice(0, 2)
        .map((e) => e.data.accion),
    ).toEqual(['instalada', 'cerrada']);
  });
});
