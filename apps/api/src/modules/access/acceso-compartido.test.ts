import { describe, expect, it } from 'vitest';

import type { Rol } from '@horizonte/contracts';
import type { PH } from '@horizonte/db';

import { conAccesoCompartido, lecturaCompartida } from './acceso-compartido.ts';

const caller = { id: '00000000-0000-4000-8000-000000000001', platformRole: null };
const PH_A = '00000000-0000-4000-8000-00000000000a';
const PH_B = '00000000-0000-4000-8000-00000000000b';

function lector() {
  const leidos: number[] = [];
  const leer = () => {
    leidos.push(leidos.length + 1);
    return Promise.resolve({ ph: { id: PH_A } as PH, roles: ['propietario'] as Rol[] });
  };
  return { leidos, leer };
}

describe('lecturaCompartida', () => {
  it('a caller that shares its access reads each key once', async () => {
    const { leidos, leer } = lector();
    const propio = conAccesoCompartido(caller);
    await Promise.all([
      lecturaCompartida(propio, PH_A, leer),
      lecturaCompartida(propio, PH_A, leer),
      lecturaCompartida(propio, PH_B, leer),
    ]);
    expect(leidos).toEqual([1, 2]);
    expect(propio).toEqual(caller);
  });

  it('any other caller (the original one included) reads every time: nothing is shared between requests', async () => {
    const { leidos, leer } = lector();
    conAccesoCompartido(caller);
    await lecturaCompartida(caller, PH_A, leer);
    await lecturaCompartida({ ...caller }, PH_A, leer);
    await lecturaCompartida(conAccesoCompartido(caller), PH_A, leer);
    expect(leidos).toEqual([1, 2, 3]);
  });
});
