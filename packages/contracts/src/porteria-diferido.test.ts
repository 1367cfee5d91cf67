// An entry the gate queued offline keeps the guard's time (issue 32) only within the window: the last
// 24 hours, never in the future beyond the tolerated clock skew; and the schemas accept it as an ISO
// instant, refusing it next to a code (codes are validated at the moment).
import { describe, expect, it } from 'vitest';

import {
  accesoCreateInput,
  MAX_HORAS_REGISTRO_DIFERIDO,
  minutaCreateInput,
  paqueteCreateInput,
  PORTERIA_MSG,
  registroDiferidoValido,
  TOLERANCIA_RELOJ_MS,
} from './index.ts';

const ahora = new Date('2027-03-10T15:00:00.000Z');
const antes = (ms: number) => new Date(ahora.getTime() - ms);
const ID = '0b7d9a38-52d5-4a8c-9f0e-5f3f2b1c7d11';

describe('registroDiferidoValido', () => {
  it('admits now, the skew ahead and up to 24 h back; refuses beyond either edge', () => {
    expect(registroDiferidoValido(ahora, ahora)).toBe(true);
    expect(registroDiferidoValido(antes(-TOLERANCIA_RELOJ_MS), ahora)).toBe(true);
    expect(registroDiferidoValido(antes(-TOLERANCIA_RELOJ_MS - 1), ahora)).toBe(false);
    expect(registroDiferidoValido(antes(MAX_HORAS_REGISTRO_DIFERIDO * 3_600_000), ahora)).toBe(true);
    expect(registroDiferidoValido(antes(MAX_HORAS_REGISTRO_DIFERIDO * 3_600_000 + 1), ahora)).toBe(false);
  });
});

describe('registradoEn in the gate schemas', () => {
  it('is an optional ISO instant on walk-ins, packages and minuta entries', () => {
    const registradoEn = '2027-03-10T09:30:00-05:00';
    const walkIn = { id: ID, apartamentoId: ID, nombreVisitante: 'Ana', autorizadoPor: 'Citófono' };
    expect(accesoCreateInput.parse({ ...walkIn, registradoEn }).registradoEn).toBe(registradoEn);
    expect(paqueteCreateInput.parse({ id: ID, apartamentoId: ID, descripcion: 'Caja', registradoEn }).registradoEn).toBe(
      registradoEn,
    );
    expect(minutaCreateInput.parse({ id: ID, tipo: 'novedad', texto: 'Ronda', registradoEn }).registradoEn).toBe(registradoEn);
    const mal = minutaCreateInput.safeParse({ id: ID, tipo: 'novedad', texto: 'Ronda', registradoEn: 'ayer' });
    expect(mal.error?.issues[0]?.message).toBe(PORTERIA_MSG.registradoEnInvalid);
  });

  it('is refused next to a code', () => {
    const r = accesoCreateInput.safeParse({ id: ID, codigo: 'K7P2-M9QX', registradoEn: '2027-03-10T09:30:00-05:00' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([PORTERIA_MSG.registroConCodigo]);
  });
});
