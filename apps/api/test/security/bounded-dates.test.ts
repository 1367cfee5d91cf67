// Findings 1 and 11 of issue 25: dates had no bounds. `estado-cuenta?hasta=9999-12-31` answered 500
// with a stack in the log (9999-11-30 held the process for the whole interest walk);
// `minuta?desde=0000-01-01T00:00:00Z` and `disponibilidad?desde=0001-01-01` reached the driver and
// answered 500 with its text in the log. Every date of every schema now lies within 2000 … 2100
// (422 in Spanish, as any malformed field), and a cut-off date at most two years past the server's
// clock (400 in Spanish); nothing of it is logged as an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { corteMaximo, MSG, RESERVAS_MSG, TESORERIA_MSG } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';

import { startTestApp, type JsonResponse, type TestApp } from '../support/index.ts';
import { logLines } from '../support/log-lines.ts';
import { createMoroso } from '../support/moroso.ts';

let t: TestApp;
let phId: string;
let unidadId: string;
let zonaId: string;
let admin: string;
let consejo: string;
const serverLog = logLines('warn');

const mensaje = (res: JsonResponse): string => res.body?.message ?? res.body?.error?.message;
const fueraDeRango = (res: JsonResponse) => expect([res.status, mensaje(res)]).toEqual([422, MSG.fechaFueraDeRango]);

beforeAll(async () => {
  t = await startTestApp({}, { logger: serverLog.logger });
  const moroso = await createMoroso(t.db);
  [phId, unidadId, admin, consejo] = [moroso.ph.id, moroso.unidad.id, moroso.admin.token, moroso.consejo.token];
  const now = new Date();
  const zona = await t.db.zona.create({
    data: {
      phId,
      nombre: 'Salón social',
      aforo: 10,
      duracionSlotMin: 60,
      horario: [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, desde: '08:00', hasta: '20:00' })),
      anticipacionMinHoras: 1,
      anticipacionMaxDias: 60,
      maxReservasPorUnidadMes: 4,
      requiereAprobacion: false,
      bloqueaMorosos: false,
      createdAt: now,
      updatedAt: now,
    },
  });
  zonaId = zona.id;
});
afterAll(async () => {
  await t?.close();
});

describe('finding 1: the cut-off date of an estado de cuenta or the cartera', () => {
  it.each(['9999-12-31', '9999-11-30', '1999-12-31', '0000-01-01'])(
    'refuses hasta=%s on both facades and on the PDF',
    async (hasta) => {
      fueraDeRango(await t.rest('GET', `/api/apartamentos/${unidadId}/estado-cuenta?hasta=${hasta}`, { token: admin }));
      fueraDeRango(await t.rest('GET', `/api/apartamentos/${unidadId}/estado-cuenta.pdf?hasta=${hasta}`, { token: admin }));
      const trpc = await t.trpc('query', 'tesoreria.estadoCuenta.get', { id: unidadId, hasta }, admin);
      expect([trpc.status, trpc.body.error.message]).toEqual([422, MSG.fechaFueraDeRango]);
    },
  );

  it('refuses the consejo a cartera or its xlsx far in the future', async () => {
    fueraDeRango(await t.rest('GET', `/api/ph/${phId}/cartera?hasta=9999-12-31&formato=xlsx`, { token: consejo }));
    fueraDeRango(await t.rest('GET', `/api/ph/${phId}/cartera.xlsx?hasta=9999-11-30`, { token: consejo }));
  });

  it('accepts up to two years past today by the server clock, and answers 400 one day later', async () => {
    const maximo = corteMaximo(bogotaDate(t.services.clock.now()));
    const ok = await t.rest('GET', `/api/apartamentos/${unidadId}/estado-cuenta?hasta=${maximo}`, { token: admin });
    expect([ok.status, ok.body.hasta]).toEqual([200, maximo]);
    expect(ok.body.saldoIntereses).toBeGreaterThan(0);
    const siguiente = new Date(Date.parse(`${maximo}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const lejos = await t.rest('GET', `/api/apartamentos/${unidadId}/estado-cuenta?hasta=${siguiente}`, { token: admin });
    expect([lejos.status, mensaje(lejos)]).toEqual([400, TESORERIA_MSG.corteLejano(maximo)]);
    const cartera = await t.rest('GET', `/api/ph/${phId}/cartera?hasta=${siguiente}&formato=csv`, { token: consejo });
    expect([cartera.status, mensaje(cartera)]).toEqual([400, TESORERIA_MSG.corteLejano(maximo)]);
  });
});

describe('finding 11: absurd years in any date parameter', () => {
  it('refuses the minuta and the access log from year 0 or 9999', async () => {
    fueraDeRango(await t.rest('GET', `/api/ph/${phId}/minuta?desde=0000-01-01T00:00:00Z`, { token: admin }));
    fueraDeRango(await t.rest('GET', `/api/ph/${phId}/minuta?hasta=9999-12-31T23:59:59Z`, { token: admin }));
    fueraDeRango(await t.rest('GET', `/api/ph/${phId}/accesos?desde=0001-01-01T00:00:00-05:00`, { token: admin }));
    fueraDeRango(await t.rest('GET', `/api/ph/${phId}/autorizaciones?fecha=0000-01-01`, { token: admin }));
  });

  it('refuses availability and bookings from year 1', async () => {
    fueraDeRango(await t.rest('GET', `/api/zonas/${zonaId}/disponibilidad?desde=0001-01-01&hasta=0001-01-02`, { token: admin }));
    fueraDeRango(await t.rest('GET', `/api/ph/${phId}/reservas?desde=0001-01-01`, { token: admin }));
    // A malformed one is named as such: it used to reach the range check as text (400 «r.desde.getTime is not a function»).
    const mala = await t.rest('GET', `/api/zonas/${zonaId}/disponibilidad?desde=abc&hasta=2026-11-27`, { token: admin });
    expect([mala.status, mensaje(mala)]).toEqual([422, RESERVAS_MSG.fechaInvalid]);
  });

  it('refuses an asamblea, a payment and a rate in year 9999', async () => {
    const asamblea = {
      tipo: 'ordinaria',
      modalidad: 'presencial',
      titulo: 'Año 9999',
      fechaHora: '9999-03-15T19:00:00-05:00',
      lugar: 'Salón',
      puntos: [{ titulo: 'Informe', tipo: 'informativo' }],
    };
    fueraDeRango(await t.rest('POST', `/api/ph/${phId}/asambleas`, { token: admin, body: asamblea }));
    fueraDeRango(
      await t.rest('POST', `/api/ph/${phId}/pagos`, {
        token: admin,
        body: { apartamentoId: unidadId, valor: 1_000, fecha: '9999-12-31', medio: 'efectivo' },
      }),
    );
    fueraDeRango(
      await t.rest('PUT', `/api/ph/${phId}/tasas-mora/9999-01`, { token: admin, body: { interesBancarioCorrienteEA: 20 } }),
    );
  });

  it('logs nothing at error level for these client faults', () => {
    expect(serverLog.errors()).toEqual([]);
  });
});
