// Hand-computed figures for the asamblea rules (Ley 675 de 2001 arts. 37–49). Coeficientes in percent are
// written as millionths: 30 % → 30 000 000.
import { describe, expect, it } from 'vitest';

import { fechaSegundaConvocatoria, plazoPublicacionActa } from './plazos.ts';
import {
  admiteOtroPoder,
  antelacionMinima,
  calcularQuorum,
  calcularResultado,
  cierreVotacionEscrita,
  coeficienteMillonesimas,
  diasDeAntelacion,
  impugnableHasta,
  ponderacionDe,
  vencimientoAceptacionPoder,
  type OpcionVoto,
  type UnidadPadron,
} from './reglas.ts';

const padron = (...porcentajes: number[]): UnidadPadron[] =>
  porcentajes.map((p, i) => ({ apartamentoId: `u${i + 1}`, coeficienteM: coeficienteMillonesimas(p) }));
const votos = (...opciones: [string, OpcionVoto][]) => opciones.map(([apartamentoId, opcion]) => ({ apartamentoId, opcion }));
const P = padron(30, 25, 20, 15, 10);

describe('quórum (arts. 41 and 45)', () => {
  it('first call needs more than half of the coeficientes: 30 + 25 = 55 % yes, 30 + 20 = 50 % no', () => {
    expect(calcularQuorum({ padron: P, presentes: ['u1', 'u2'], convocatoria: 'primera' })).toEqual({
      coeficientePresenteM: 55_000_000,
      unidadesPresentes: 2,
      coeficienteTotalM: 100_000_000,
      unidadesTotales: 5,
      hayQuorum: true,
    });
    expect(calcularQuorum({ padron: P, presentes: ['u1', 'u3'], convocatoria: 'primera' }).hayQuorum).toBe(false);
    expect(calcularQuorum({ padron: P, presentes: ['u2', 'u4', 'u5'], convocatoria: 'primera' }).hayQuorum).toBe(false);
  });

  it('second call: any two units, even 15 + 10 = 25 %; one unit is not a plural number', () => {
    const segunda = calcularQuorum({ padron: P, presentes: ['u4', 'u5'], convocatoria: 'segunda' });
    expect([segunda.coeficientePresenteM, segunda.hayQuorum]).toEqual([25_000_000, true]);
    expect(calcularQuorum({ padron: P, presentes: ['u1'], convocatoria: 'segunda' }).hayQuorum).toBe(false);
  });

  it('a unit outside the padrón does not count', () => {
    expect(calcularQuorum({ padron: P, presentes: ['u1', 'intruso'], convocatoria: 'segunda' }).unidadesPresentes).toBe(1);
  });
});

describe('results (arts. 37, 43, 45 and 46)', () => {
  const todos = ['u1', 'u2', 'u3', 'u4', 'u5'];
  const mismosVotos = votos(['u1', 'si'], ['u2', 'si'], ['u3', 'no'], ['u4', 'no'], ['u5', 'no']);

  it('the same votes pass by coeficiente (55 of 100) and fail by unit (2 of 5)', () => {
    const porCoeficiente = calcularResultado({
      ponderacion: 'coeficiente',
      mayoria: 'simple',
      modalidad: 'presencial',
      padron: P,
      presentes: todos,
      votos: mismosVotos,
      abierto: false,
    });
    expect(porCoeficiente).toEqual({
      ponderacion: 'coeficiente',
      mayoria: 'simple',
      baseTipo: 'presentes',
      base: 100_000_000,
      votos: { si: 55_000_000, no: 45_000_000, abstencion: 0 },
      porcentajeSi: 55,
      aprobado: true,
    });
    const porUnidad = calcularResultado({
      ponderacion: 'unidad',
      mayoria: 'simple',
      modalidad: 'presencial',
      padron: P,
      presentes: todos,
      votos: mismosVotos,
      abierto: false,
    });
    expect([porUnidad.base, porUnidad.votos.si, porUnidad.porcentajeSi, porUnidad.aprobado]).toEqual([5, 2, 40, false]);
  });

  it('art. 46 fails at 69,9 % of all the coeficientes even with everyone present voting yes, and passes at 70 %', () => {
    const p = padron(40, 29.9, 30.1);
    const sinElTercero = calcularResultado({
      ponderacion: 'coeficiente',
      mayoria: 'calificada_70',
      modalidad: 'presencial',
      padron: p,
      presentes: ['u1', 'u2'],
      votos: votos(['u1', 'si'], ['u2', 'si']),
      abierto: false,
    });
    expect([
      sinElTercero.baseTipo,
      sinElTercero.base,
      sinElTercero.votos.si,
      sinElTercero.porcentajeSi,
      sinElTercero.aprobado,
    ]).toEqual(['total', 100_000_000, 69_900_000, 69.9, false]);
    const setenta = calcularResultado({
      ponderacion: 'coeficiente',
      mayoria: 'calificada_70',
      modalidad: 'presencial',
      padron: padron(40, 30, 30),
      presentes: ['u1', 'u2'],
      votos: votos(['u1', 'si'], ['u2', 'si']),
      abierto: false,
    });
    expect([setenta.porcentajeSi, setenta.aprobado]).toEqual([70, true]);
  });

  it('written decisions count over the whole padrón: 50 of 100 is not a majority, the same votes in the room are (50 of 80)', () => {
    const p = padron(50, 30, 20);
    const v = votos(['u1', 'si'], ['u2', 'no']);
    const escrita = calcularResultado({
      ponderacion: 'coeficiente',
      mayoria: 'simple',
      modalidad: 'escrita',
      padron: p,
      presentes: [],
      votos: v,
      abierto: false,
    });
    expect([escrita.baseTipo, escrita.base, escrita.aprobado]).toEqual(['total', 100_000_000, false]);
    const enSala = calcularResultado({
      ponderacion: 'coeficiente',
      mayoria: 'simple',
      modalidad: 'presencial',
      padron: p,
      presentes: ['u1', 'u2'],
      votos: v,
      abierto: false,
    });
    expect([enSala.base, enSala.porcentajeSi, enSala.aprobado]).toEqual([80_000_000, 62.5, true]);
  });

  it('live while open, weights only from the padrón, one vote per unit', () => {
    const r = calcularResultado({
      ponderacion: 'coeficiente',
      mayoria: 'simple',
      modalidad: 'presencial',
      padron: P,
      presentes: ['u1'],
      votos: votos(['u1', 'si'], ['u1', 'no'], ['intruso', 'si']),
      abierto: true,
    });
    expect([r.votos, r.base, r.aprobado]).toEqual([{ si: 30_000_000, no: 0, abstencion: 0 }, 30_000_000, null]);
  });

  it('weighs by coeficiente what has an economic effect, needs art. 46 or is not residential (C-522/02)', () => {
    expect(ponderacionDe({ contenidoEconomico: false, mayoria: 'simple' }, true)).toBe('unidad');
    expect(ponderacionDe({ contenidoEconomico: true, mayoria: 'simple' }, true)).toBe('coeficiente');
    expect(ponderacionDe({ contenidoEconomico: false, mayoria: 'calificada_70' }, true)).toBe('coeficiente');
    expect(ponderacionDe({ contenidoEconomico: false, mayoria: 'simple' }, false)).toBe('coeficiente');
  });
});

describe('poderes per apoderado (art. 37 and the reglamento)', () => {
  it('admits poderes below the cap, none at it, and any number without one', () => {
    expect(admiteOtroPoder(0, 1)).toBe(true);
    expect(admiteOtroPoder(1, 1)).toBe(false);
    expect(admiteOtroPoder(2, 3)).toBe(true);
    expect(admiteOtroPoder(3, 3)).toBe(false);
    expect(admiteOtroPoder(50, null)).toBe(true);
  });

  it("lets the acceptance link serve until the day after the meeting, or the end of a written decision's month", () => {
    const fechaHora = new Date('2027-03-16T19:00:00-05:00');
    expect(vencimientoAceptacionPoder({ modalidad: 'presencial', fechaHora, convocadaEn: null }).toISOString()).toBe(
      '2027-03-18T00:00:00.000Z',
    );
    // Convened on 1 March (Bogotá): votes count through 1 April, so the link serves until that day ends.
    const escrita = vencimientoAceptacionPoder({
      modalidad: 'escrita',
      fechaHora,
      convocadaEn: new Date('2027-03-01T15:00:00Z'),
    });
    expect(escrita.toISOString()).toBe('2027-04-02T05:00:00.000Z');
  });
});

describe('dates (arts. 39, 41, 42, 43, 47 and 49), in Bogotá', () => {
  it('counts antelación in Bogotá calendar days: convened 1 March 2027 at 23:30, meeting 16 March at 8:00 is 15 days (UTC would say 14)', () => {
    expect(diasDeAntelacion(new Date('2027-03-01T23:30:00-05:00'), new Date('2027-03-16T08:00:00-05:00'))).toBe(15);
    expect(diasDeAntelacion(new Date('2027-03-02T08:00:00-05:00'), new Date('2027-03-16T08:00:00-05:00'))).toBe(14);
    expect(antelacionMinima('ordinaria', 8)).toBe(15);
    expect(antelacionMinima('extraordinaria', 8)).toBe(8);
  });

  it('the second call is the third business day after at 8 p.m.: Friday 19 March 2027 → Monday 29 March (San José on the 22nd, Holy Thursday and Friday)', () => {
    expect(fechaSegundaConvocatoria(new Date('2027-03-19T19:00:00-05:00')).toISOString()).toBe('2027-03-30T01:00:00.000Z');
    expect(fechaSegundaConvocatoria(new Date('2027-05-03T19:00:00-05:00')).toISOString()).toBe('2027-05-07T01:00:00.000Z');
  });

  it('the acta is due 20 business days after the meeting (10 when no presencial)', () => {
    expect(plazoPublicacionActa(new Date('2027-03-19T19:00:00-05:00'), 'presencial')).toBe('2027-04-21');
    expect(plazoPublicacionActa(new Date('2027-03-19T19:00:00-05:00'), 'no_presencial')).toBe('2027-04-07');
  });

  it("two months to challenge, a missing day becoming the month's last; one month for written votes", () => {
    expect(impugnableHasta(new Date('2027-01-31T23:30:00-05:00'))).toBe('2027-03-31');
    expect(impugnableHasta(new Date('2026-12-31T10:00:00-05:00'))).toBe('2027-02-28');
    expect(impugnableHasta(new Date('2027-12-31T10:00:00-05:00'))).toBe('2028-02-29');
    expect(cierreVotacionEscrita(new Date('2027-01-31T10:00:00-05:00'))).toBe('2027-02-28');
  });
});
