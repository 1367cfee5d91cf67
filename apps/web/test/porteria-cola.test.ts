// The gate's outbox (issue 32): what is queued keeps its key and body across resends, leaves the
// queue only once the API answered, waits with back-off while there is no answer, keeps a refusal
// with its reason, and sends only the queue of the person and complex on screen.
import { describe, expect, it } from 'vitest';

import {
  colaEnMemoria,
  encolar,
  enviarPendientes,
  esperaTras,
  pendientesDe,
  type Pendiente,
  type ResultadoEnvio,
} from '../src/components/porteria/offline/cola.ts';

const PH = 'ph-1';
const YO = 'user-1';
const filtro = { phId: PH, usuarioId: YO };

/** A fake API that records every request (key and body) and answers from a script. */
function api(respuestas: ResultadoEnvio['desenlace'][]) {
  const recibidas: { clave: string; datos: unknown }[] = [];
  const enviar = async (p: Pendiente): Promise<ResultadoEnvio> => {
    recibidas.push({ clave: p.clave, datos: structuredClone(p.datos) });
    const d = respuestas.shift() ?? 'enviado';
    if (d === 'enviado') return { desenlace: 'enviado', respuesta: { id: `fila-${p.clave}` } };
    if (d === 'rechazado') return { desenlace: 'rechazado', mensaje: 'La unidad no existe' };
    return { desenlace: 'reintentar', mensaje: 'Sin conexión' };
  };
  return { recibidas, enviar };
}

const walkIn = (nombre: string) => ({
  tipo: 'acceso' as const,
  phId: PH,
  usuarioId: YO,
  datos: { id: PH, apartamentoId: 'apto', nombreVisitante: nombre, autorizadoPor: 'Citófono' },
  resumen: `${nombre} → 1-101`,
});

describe('the gate outbox', () => {
  it('queues with a key and the guard time, oldest first; sends each once and empties the queue', async () => {
    const store = colaEnMemoria();
    const b = await encolar(store, walkIn('Bea'), new Date('2027-03-10T15:05:00Z'));
    const a = await encolar(store, walkIn('Ana'), new Date('2027-03-10T15:00:00Z'));
    expect(a.clave).toMatch(/^[0-9a-f]{32}$/);
    expect(a.clave).not.toBe(b.clave);
    expect(a.datos.registradoEn).toBe('2027-03-10T15:00:00.000Z');
    expect((await pendientesDe(store, PH, YO)).map((p) => p.resumen)).toEqual(['Ana → 1-101', 'Bea → 1-101']);

    const { recibidas, enviar } = api([]);
    const r = await enviarPendientes(store, enviar, filtro, () => Date.parse('2027-03-10T16:00:00Z'));
    expect(recibidas.map((x) => x.clave)).toEqual([a.clave, b.clave]);
    expect(r.enviados).toHaveLength(2);
    expect(await pendientesDe(store, PH, YO)).toEqual([]);
  });

  it('without an answer: the same key and body later, with growing back-off, and the round stops', async () => {
    const store = colaEnMemoria();
    const a = await encolar(store, walkIn('Ana'), new Date(0));
    await encolar(store, walkIn('Bea'), new Date(1000));
    let ahora = 10_000;
    const { recibidas, enviar } = api(['reintentar', 'reintentar', 'enviado', 'enviado']);

    const r1 = await enviarPendientes(store, enviar, filtro, () => ahora);
    expect(recibidas).toHaveLength(1);
    expect(r1.siguienteIntento).toBe(ahora + esperaTras(1));
    // Not due yet: an automatic round sends nothing.
    expect((await enviarPendientes(store, enviar, filtro, () => ahora + 1)).siguienteIntento).toBe(ahora + 2_000);
    expect(recibidas).toHaveLength(1);

    ahora += 2_000;
    const r2 = await enviarPendientes(store, enviar, filtro, () => ahora);
    expect(r2.siguienteIntento).toBe(ahora + 4_000);
    // Back online («Enviar ahora»): the back-off is ignored.
    const r3 = await enviarPendientes(store, enviar, filtro, () => ahora, { forzar: true });
    expect(r3.enviados).toHaveLength(2);
    expect(recibidas.filter((x) => x.clave === a.clave)).toHaveLength(3);
    expect(new Set(recibidas.filter((x) => x.clave === a.clave).map((x) => JSON.stringify(x.datos))).size).toBe(1);
    expect(await pendientesDe(store, PH, YO)).toEqual([]);
  });

  it('back-off doubles from 2 s up to 5 minutes', () => {
    expect([1, 2, 3, 4].map(esperaTras)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(esperaTras(30)).toBe(300_000);
  });

  it('a refusal stays with its reason and is not resent; the next entry still goes', async () => {
    const store = colaEnMemoria();
    await encolar(store, walkIn('Ana'), new Date(0));
    await encolar(store, walkIn('Bea'), new Date(1000));
    const { recibidas, enviar } = api(['rechazado', 'enviado']);
    const r = await enviarPendientes(store, enviar, filtro, () => 5_000, { forzar: true });
    expect(r.rechazados.map((p) => p.rechazo)).toEqual(['La unidad no existe']);
    expect(r.enviados).toHaveLength(1);
    await enviarPendientes(store, enviar, filtro, () => 6_000, { forzar: true });
    expect(recibidas).toHaveLength(2);
    expect((await pendientesDe(store, PH, YO)).map((p) => [p.resumen, p.rechazo])).toEqual([
      ['Ana → 1-101', 'La unidad no existe'],
    ]);
  });

  it('sends only the queue of the person and the complex on screen', async () => {
    const store = colaEnMemoria();
    await encolar(store, { ...walkIn('De otro guarda'), usuarioId: 'user-2' }, new Date(0));
    await encolar(store, { ...walkIn('De otro conjunto'), phId: 'ph-2' }, new Date(0));
    const { recibidas, enviar } = api([]);
    await enviarPendientes(store, enviar, filtro, () => 1, { forzar: true });
    expect(recibidas).toEqual([]);
    expect(await store.listar()).toHaveLength(2);
  });
});
