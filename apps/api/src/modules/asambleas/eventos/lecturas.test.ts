import { describe, expect, it } from 'vitest';

import { lecturasCompartidas } from './lecturas.ts';

/** A read whose end the test decides; `valor` is what the "database" holds when the read starts. */
function lecturasControladas() {
  let valor = 0;
  const iniciadas: { vio: number; terminar: () => void }[] = [];
  const leer = () =>
    new Promise<number>((resolve) => {
      const vio = valor;
      iniciadas.push({ vio, terminar: () => resolve(vio) });
    });
  return { iniciadas, leer, cambiar: (v: number) => (valor = v) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('reads shared by callers at the same time', () => {
  it('never hands a caller a read that started before it asked, and shares the next one', async () => {
    const compartida = lecturasCompartidas<number>();
    const db = lecturasControladas();
    db.cambiar(1);
    const primera = compartida('resultado:p1', db.leer);
    // Three changes commit while the first read is in flight: each asks; one next read serves them all.
    db.cambiar(2);
    const segunda = compartida('resultado:p1', db.leer);
    db.cambiar(3);
    const tercera = compartida('resultado:p1', db.leer);
    expect(segunda).toBe(tercera);
    expect(db.iniciadas).toHaveLength(1);
    db.iniciadas[0]!.terminar();
    expect(await primera).toBe(1);
    await tick();
    expect(db.iniciadas).toHaveLength(2);
    db.iniciadas[1]!.terminar();
    expect([await segunda, await tercera]).toEqual([3, 3]);
  });

  it('keeps subjects apart and starts afresh once nothing is in flight', async () => {
    const compartida = lecturasCompartidas<number>();
    const db = lecturasControladas();
    const p1 = compartida('resultado:p1', db.leer);
    const p2 = compartida('resultado:p2', db.leer);
    expect(db.iniciadas).toHaveLength(2);
    db.iniciadas.forEach((l) => l.terminar());
    await Promise.all([p1, p2]);
    db.cambiar(7);
    const otra = compartida('resultado:p1', db.leer);
    expect(db.iniciadas).toHaveLength(3);
    db.iniciadas[2]!.terminar();
    expect(await otra).toBe(7);
  });

  it('a failed read fails its callers only; the next one still runs', async () => {
    const compartida = lecturasCompartidas<number>();
    let intento = 0;
    const leer = () => (++intento === 1 ? Promise.reject(new Error('sin conexión')) : Promise.resolve(intento));
    const fallida = compartida('quorum:a', leer);
    const siguiente = compartida('quorum:a', leer);
    await expect(fallida).rejects.toThrow('sin conexión');
    expect(await siguiente).toBe(2);
  });
});
