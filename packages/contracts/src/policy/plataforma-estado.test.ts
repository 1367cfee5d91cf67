import { describe, expect, it } from 'vitest';

import { derivarEstadoPlataforma, mayReadPlataformaEstado, type MedidasPlataforma } from './plataforma-estado.ts';

const sano: MedidasPlataforma = {
  baseDeDatos: { disponible: true, latenciaMs: 3 },
  cola: { pendientes: 2, minutosMasAntiguo: 0, fallidos24h: 0 },
  correos: { fallidos24h: 0, reintentando: 0 },
  procesos: { vivos: 1 },
};

describe('derivarEstadoPlataforma', () => {
  it('is operativo only when every measure is within its threshold', () => {
    expect(derivarEstadoPlataforma(sano)).toEqual({
      estado: 'operativo',
      baseDeDatos: 'operativo',
      cola: 'operativo',
      correos: 'operativo',
      procesos: 'operativo',
      motivos: [],
    });
  });

  it('is caído when the database does not answer, whatever else was measured', () => {
    const d = derivarEstadoPlataforma({
      baseDeDatos: { disponible: false, latenciaMs: null },
      cola: null,
      correos: null,
      procesos: null,
    });
    expect(d.estado).toBe('caido');
    expect(d.baseDeDatos).toBe('caido');
    expect(d.motivos).toContain('La base de datos no responde');
  });

  it('turns the queue amber past 100 waiting or 10 minutes, red past 1000 or 60 minutes; the platform is then degradado', () => {
    expect(derivarEstadoPlataforma({ ...sano, cola: { pendientes: 100, minutosMasAntiguo: 10, fallidos24h: 0 } }).cola).toBe(
      'operativo',
    );
    expect(derivarEstadoPlataforma({ ...sano, cola: { pendientes: 101, minutosMasAntiguo: 0, fallidos24h: 0 } }).cola).toBe(
      'degradado',
    );
    expect(derivarEstadoPlataforma({ ...sano, cola: { pendientes: 1, minutosMasAntiguo: 11, fallidos24h: 0 } }).cola).toBe(
      'degradado',
    );
    const roja = derivarEstadoPlataforma({ ...sano, cola: { pendientes: 3, minutosMasAntiguo: 61, fallidos24h: 0 } });
    expect(roja.cola).toBe('caido');
    expect(roja.estado).toBe('degradado');
    expect(roja.motivos[0]).toMatch(/^La cola de trabajos está detenida: 3 pendientes/);
    expect(derivarEstadoPlataforma({ ...sano, cola: { pendientes: 1001, minutosMasAntiguo: 0, fallidos24h: 0 } }).cola).toBe(
      'caido',
    );
  });

  it('degrades on a slow database, failing mails and jobs, and no process beating', () => {
    expect(derivarEstadoPlataforma({ ...sano, baseDeDatos: { disponible: true, latenciaMs: 501 } }).baseDeDatos).toBe(
      'degradado',
    );
    expect(derivarEstadoPlataforma({ ...sano, correos: { fallidos24h: 1, reintentando: 0 } }).estado).toBe('degradado');
    expect(derivarEstadoPlataforma({ ...sano, cola: { pendientes: 0, minutosMasAntiguo: null, fallidos24h: 2 } }).cola).toBe(
      'degradado',
    );
    expect(derivarEstadoPlataforma({ ...sano, procesos: { vivos: 0 } }).procesos).toBe('degradado');
  });
});

describe('mayReadPlataformaEstado', () => {
  it('is for the operating staff only', () => {
    expect(mayReadPlataformaEstado('SUPER_ADMIN')).toBe(true);
    expect(mayReadPlataformaEstado('SOPORTE')).toBe(true);
    expect(mayReadPlataformaEstado('COMERCIAL')).toBe(false);
    expect(mayReadPlataformaEstado(null)).toBe(false);
  });
});
