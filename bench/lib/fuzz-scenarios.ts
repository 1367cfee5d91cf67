// The hostile scenarios of issue 25 for bench:fuzz, sent as the attacker sent them: ten statements
// with hasta=9999-11-30 in one tRPC batch and through REST, the consejo's cartera in xlsx far in the
// future, absurd years in the minuta and the availability, a 22 KB spreadsheet bomb (one value in
// column A and one in XFD on each of 2 000 rows), a 4 367-row bank statement and oversized uploads.
// Each answer must be below 500; /api/health is asked all along and its slowest answer reported.
import { IMPORT_HEADERS, inlineCell, xlsxWithSheet } from '../../apps/api/test/support/spreadsheets.ts';
import { api, nextClientAddress } from './http.ts';
import { isSpanish } from './leaks.ts';

export interface ScenarioResult {
  escenario: string;
  peticiones: number;
  estados: Map<number, number>;
  ms: number;
  /** The slowest /api/health answer while the scenario ran. */
  saludMs: number;
  /** The distinct error messages. */
  mensajes: string[];
  violaciones: string[];
}

export interface ScenarioContext {
  base: string;
  tokens: { admin: string; propietario: string; consejo: string };
  phId: string;
  /** The owner's own unit. */
  unidadPropietario: string;
  zonaId: string | undefined;
  /** The complex's units as «torre-numero», for bank statement references. */
  referencias: string[];
}

interface Answer {
  status: number;
  /** A Spanish message per error (REST: message; tRPC batch: one per item). */
  messages: string[];
}

const headers = () => ({ 'x-forwarded-for': nextClientAddress() });

async function rest(ctx: ScenarioContext, method: string, path: string, token: string, body?: unknown): Promise<Answer> {
  const res = await api(ctx.base, method, `/api${path}`, { token, body, headers: headers(), timeoutMs: 120_000 });
  return { status: res.status, messages: res.status >= 400 ? [res.json?.message] : [] };
}

async function trpcBatchOfTen(ctx: ScenarioContext, procedure: string, input: unknown, token: string): Promise<Answer> {
  const inputs = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, input]));
  const path = `/trpc/${Array(10).fill(procedure).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
  const res = await api(ctx.base, 'GET', path, { token, headers: headers(), timeoutMs: 120_000 });
  const items = Array.isArray(res.json) ? (res.json as { error?: { message: string } }[]) : [];
  return { status: res.status, messages: items.filter((i) => i.error).map((i) => i.error!.message) };
}

async function upload(ctx: ScenarioContext, path: string, bytes: Uint8Array, name: string): Promise<Answer> {
  const form = new FormData();
  form.append('archivo', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${ctx.base}/api${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${ctx.tokens.admin}`, ...headers() },
    signal: AbortSignal.timeout(120_000),
  });
  const text = await res.text();
  let message: string | undefined;
  try {
    message = JSON.parse(text).message;
  } catch {
    message = undefined;
  }
  return { status: res.status, messages: res.status >= 400 ? [message ?? text.slice(0, 80)] : [] };
}

/** Runs `work` while asking /api/health one request after another; returns the slowest health answer. */
async function withHealthProbe(
  base: string,
  work: () => Promise<Answer[]>,
): Promise<{ answers: Answer[]; saludMs: number; ms: number }> {
  const started = performance.now();
  let settled = false;
  const running = work().finally(() => (settled = true));
  let saludMs = 0;
  while (!settled) {
    const t0 = performance.now();
    await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(120_000) })
      .then((r) => r.text())
      .catch(() => undefined);
    saludMs = Math.max(saludMs, performance.now() - t0);
  }
  const answers = await running;
  return { answers, saludMs, ms: performance.now() - started };
}

/** The issue's file: 2 000 rows, each with a value in column A and one in column XFD (~22 KB). */
function columnBomb(): Uint8Array {
  let xml = `<row r="1">${IMPORT_HEADERS.map((h, i) => inlineCell(`${String.fromCharCode(65 + i)}1`, h)).join('')}</row>`;
  for (let r = 2; r <= 2000; r++) xml += `<row r="${r}">${inlineCell(`A${r}`, 'a')}${inlineCell(`XFD${r}`, 'x')}</row>`;
  return xlsxWithSheet(xml, 'A1:XFD2000');
}

/** A bank statement of `rows` payments to the complex's units, each a distinct (fecha, valor, referencia). */
function bankStatement(rows: number, referencias: string[], fecha: string): string {
  const lines = ['fecha,valor,referencia,descripcion'];
  for (let i = 0; i < rows; i++)
    lines.push(`${fecha},${100 + Math.floor(i / referencias.length)},${referencias[i % referencias.length]},`);
  return lines.join('\n');
}

export async function runHostileScenarios(ctx: ScenarioContext): Promise<ScenarioResult[]> {
  const { tokens, phId, unidadPropietario: unidad } = ctx;
  const hoy = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
  const enTresAnios = `${Number(hoy.slice(0, 4)) + 3}${hoy.slice(4)}`;
  const scenarios: { escenario: string; work: () => Promise<Answer>[] }[] = [
    {
      escenario: 'estado-cuenta?hasta=9999-11-30: 10 en un lote tRPC + 10 REST',
      work: () => [
        trpcBatchOfTen(ctx, 'tesoreria.estadoCuenta.get', { id: unidad, hasta: '9999-11-30' }, tokens.propietario),
        ...Array.from({ length: 10 }, () =>
          rest(ctx, 'GET', `/apartamentos/${unidad}/estado-cuenta?hasta=9999-11-30`, tokens.propietario),
        ),
      ],
    },
    {
      escenario: 'estado-cuenta(.pdf) y cartera(.xlsx) con hasta=9999-12-31, 0001-01-01, dentro de 3 años',
      work: () =>
        ['9999-12-31', '0001-01-01', enTresAnios].flatMap((hasta) => [
          rest(ctx, 'GET', `/apartamentos/${unidad}/estado-cuenta?hasta=${hasta}`, tokens.propietario),
          rest(ctx, 'GET', `/apartamentos/${unidad}/estado-cuenta.pdf?hasta=${hasta}`, tokens.propietario),
          rest(ctx, 'GET', `/ph/${phId}/cartera?hasta=${hasta}&formato=xlsx`, tokens.consejo),
          rest(ctx, 'GET', `/ph/${phId}/cartera.xlsx?hasta=${hasta}`, tokens.consejo),
          trpcBatchOfTen(ctx, 'tesoreria.cartera.get', { id: phId, hasta, formato: 'csv' }, tokens.consejo),
        ]),
    },
    {
      escenario: 'minuta, accesos, disponibilidad y reservas desde el año 0 / 1 / 9999',
      work: () => [
        rest(ctx, 'GET', `/ph/${phId}/minuta?desde=0000-01-01T00:00:00Z`, tokens.admin),
        rest(ctx, 'GET', `/ph/${phId}/minuta?hasta=9999-12-31T23:59:59Z`, tokens.admin),
        rest(ctx, 'GET', `/ph/${phId}/accesos?desde=0001-01-01T00:00:00-05:00`, tokens.admin),
        rest(ctx, 'GET', `/ph/${phId}/autorizaciones?fecha=0000-01-01`, tokens.admin),
        rest(ctx, 'GET', `/ph/${phId}/reservas?desde=0001-01-01`, tokens.admin),
        ...(ctx.zonaId
          ? [rest(ctx, 'GET', `/zonas/${ctx.zonaId}/disponibilidad?desde=0001-01-01&hasta=0001-01-02`, tokens.admin)]
          : []),
        rest(ctx, 'PUT', `/ph/${phId}/tasas-mora/9999-01`, tokens.admin, { interesBancarioCorrienteEA: 20 }),
        rest(ctx, 'POST', `/ph/${phId}/pagos`, tokens.admin, {
          apartamentoId: unidad,
          valor: 1_000,
          fecha: '9999-12-31',
          medio: 'efectivo',
        }),
      ],
    },
    {
      escenario: 'bomba xlsx de 22 KB (A y XFD en 2 000 filas) a importaciones',
      work: () => [upload(ctx, `/ph/${phId}/importaciones`, columnBomb(), 'bomba.xlsx')],
    },
    {
      escenario: 'subida de 6 MB a importaciones',
      work: () => [upload(ctx, `/ph/${phId}/importaciones`, new Uint8Array(6 * 1024 * 1024).fill(65), 'grande.csv')],
    },
    {
      escenario: 'extracto bancario de 4 367 filas a pagos/importar',
      work: () => [
        rest(ctx, 'POST', `/ph/${phId}/pagos/importar`, tokens.admin, { csv: bankStatement(4_367, ctx.referencias, hoy) }),
      ],
    },
  ];
  const results: ScenarioResult[] = [];
  for (const { escenario, work } of scenarios) {
    const { answers, saludMs, ms } = await withHealthProbe(ctx.base, () => Promise.all(work()));
    const estados = new Map<number, number>();
    const violaciones: string[] = [];
    for (const a of answers) {
      estados.set(a.status, (estados.get(a.status) ?? 0) + 1);
      if (a.status >= 500 || a.status === 0) violaciones.push(`${escenario} → ${a.status}`);
      for (const m of a.messages)
        if (!isSpanish(m)) violaciones.push(`${escenario} → ${a.status}: mensaje no está en español: ${String(m).slice(0, 80)}`);
    }
    results.push({
      escenario,
      peticiones: answers.length,
      estados,
      ms,
      saludMs,
      violaciones,
      mensajes: [...new Set(answers.flatMap((a) => a.messages))],
    });
  }
  return results;
}
