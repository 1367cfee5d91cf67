// The write load of bench:load and bench:crash: autocannon connections submit preregistros (public)
// and create apartments (as the admin) on every API process at once. Each connection keeps the key
// of the request it sent in its context, so every answer is matched to its write: we know exactly
// which writes were acknowledged (2xx) and which got no answer at all.
//
// The load is legitimate: the processes run with TRUST_PROXY=true (as behind the reverse proxy of
// production) and every preregistro comes from its own X-Forwarded-For address — 200 concurrent
// people on their own devices — so the per-IP preregistro limit (10 per 15 min) does not bite.
//
// After `durationSeconds` the connections switch to GET /api/health for `drainSeconds`, so autocannon
// never cuts a write short when it stops: every write sent gets its answer (or a connection error).
import type autocannon from 'autocannon';

import { nextClientAddress } from './http.ts';
import { load, type LoadResult } from './load.ts';
import { query } from './postgres.ts';

export type WriteKind = 'preregistro' | 'apartamento';

export interface WriteNode {
  name: string;
  url: string;
}

export interface StreamStats {
  node: string;
  kind: WriteKind;
  issued: number;
  /** Status → count, writes only. */
  statuses: Record<string, number>;
  latencies: number[];
  /** Keys (preregistro email, apartment numero) answered 2xx, with the id the server returned. */
  acknowledged: Map<string, string>;
  /** Keys sent that never got an answer (connection reset, killed process). */
  unanswered: Set<string>;
  /** When each 2xx arrived (ms since the start), to show who kept serving when. */
  ackTimes: number[];
  /** Bodies of the first few 5xx answers, to show what went wrong. */
  samples5xx: string[];
  /** autocannon's own figures (connection errors and timeouts, all requests). */
  autocannon: LoadResult;
}

export interface WriteLoadOptions {
  runId: string;
  nodes: WriteNode[];
  adminToken: string;
  phId: string;
  durationSeconds: number;
  drainSeconds?: number;
  /** Connections per process and kind: 50 × 2 kinds × 2 processes = 200 clients. */
  connectionsPerStream?: number;
}

export const preregistroEmail = (runId: string, n: number) => `load.${runId}.${n}@example.com`;
export const loadTorre = (runId: string) => `L${runId}`.slice(0, 20);

export async function runWriteLoad(options: WriteLoadOptions): Promise<{ streams: StreamStats[]; startedAt: number }> {
  const { runId, adminToken, phId } = options;
  const drainSeconds = options.drainSeconds ?? 5;
  const startedAt = performance.now();
  const writeUntil = startedAt + options.durationSeconds * 1000;
  let sequence = 0;

  function stream(node: WriteNode, kind: WriteKind): Promise<StreamStats> {
    const stats: Omit<StreamStats, 'autocannon'> = {
      node: node.name,
      kind,
      issued: 0,
      statuses: {},
      latencies: [],
      acknowledged: new Map(),
      unanswered: new Set(),
      ackTimes: [],
      samples5xx: [],
    };
    const pending = new Set<string>();

    const setupRequest = (req: autocannon.Request, context: Record<string, unknown>): autocannon.Request => {
      if (performance.now() >= writeUntil) {
        context.key = undefined;
        return { ...req, method: 'GET', path: '/api/health', body: undefined, headers: {} } as autocannon.Request;
      }
      sequence += 1;
      stats.issued += 1;
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress() };
      let key: string;
      let request: autocannon.Request;
      if (kind === 'preregistro') {
        key = preregistroEmail(runId, sequence);
        const body = {
          nombre: `Carga ${sequence}`,
          tipoDocumento: 'CC',
          numeroDocumento: String(10_000_000 + sequence),
          email: key,
          rolDeseado: 'residente',
        };
        request = {
          ...req,
          method: 'POST',
          path: `/api/ph/${phId}/preregistro`,
          headers,
          body: JSON.stringify(body),
        } as autocannon.Request;
      } else {
        key = `N${sequence}`;
        const body = { torre: loadTorre(runId), numero: key, piso: 1, tipo: 'apartamento', areaM2: 55.5, coeficiente: 0 };
        request = {
          ...req,
          method: 'POST',
          path: `/api/ph/${phId}/apartamentos`,
          headers: { ...headers, authorization: `Bearer ${adminToken}` },
          body: JSON.stringify(body),
        } as autocannon.Request;
      }
      context.key = key;
      context.sentAt = performance.now();
      pending.add(key);
      return request;
    };

    const onResponse = (status: number, body: string, context: Record<string, unknown>) => {
      const key = context.key as string | undefined;
      if (!key) return;
      context.key = undefined;
      pending.delete(key);
      const now = performance.now();
      stats.latencies.push(now - (context.sentAt as number));
      stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
      if (status >= 500 && stats.samples5xx.length < 3) stats.samples5xx.push(`${status} ${body.slice(0, 300)}`);
      if (status >= 200 && status < 300) {
        const json = JSON.parse(body) as {
          preregistro?: { id: string; email: string };
          apartamento?: { id: string; numero: string };
        };
        const id = kind === 'preregistro' ? json.preregistro?.id : json.apartamento?.id;
        stats.acknowledged.set(key, id ?? '');
        stats.ackTimes.push(now - startedAt);
      }
    };

    return load({
      name: `${kind} → ${node.name}`,
      url: node.url,
      connections: options.connectionsPerStream ?? 50,
      durationSeconds: options.durationSeconds + drainSeconds,
      timeoutSeconds: 30,
      setupRequest,
      onResponse,
    }).then((autocannonResult) => ({ ...stats, unanswered: pending, autocannon: autocannonResult }));
  }

  const streams = await Promise.all(options.nodes.flatMap((node) => [stream(node, 'preregistro'), stream(node, 'apartamento')]));
  return { streams, startedAt };
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const count2xx = (s: StreamStats) => s.acknowledged.size;
export const count5xx = (s: StreamStats) =>
  Object.entries(s.statuses).reduce((sum, [code, n]) => sum + (Number(code) >= 500 ? n : 0), 0);

export function printStreams(streams: StreamStats[], durationSeconds: number): void {
  console.table(
    streams.map((s) => ({
      escritura: s.kind,
      proceso: s.node,
      intentos: s.issued,
      '2xx': count2xx(s),
      estados: Object.entries(s.statuses)
        .map(([code, n]) => `${code}×${n}`)
        .join(' '),
      'sin respuesta': s.unanswered.size,
      'errores conexión': s.autocannon.errors,
      'escrituras/s': Math.round(count2xx(s) / durationSeconds),
      'p50 ms': Math.round(percentile(s.latencies, 50)),
      'p99 ms': Math.round(percentile(s.latencies, 99)),
    })),
  );
}

export function printServerErrors(streams: StreamStats[]): void {
  for (const s of streams) for (const sample of s.samples5xx) console.log(`  5xx ${s.kind}@${s.node}: ${sample}`);
}

export interface DatabaseWrites {
  preregistros: Map<string, string>;
  apartamentos: Map<string, string>;
}

/** What the database holds from this run: email → id and numero → id. */
export async function writesInDatabase(databaseUrl: string, runId: string): Promise<DatabaseWrites> {
  const pre = await query<{ email: string; id: string }>(
    databaseUrl,
    'SELECT email, id::text AS id FROM preregistros WHERE email LIKE $1',
    `load.${runId}.%`,
  );
  const apt = await query<{ numero: string; id: string }>(
    databaseUrl,
    'SELECT numero, id::text AS id FROM apartamentos WHERE torre = $1',
    loadTorre(runId),
  );
  return { preregistros: new Map(pre.map((r) => [r.email, r.id])), apartamentos: new Map(apt.map((r) => [r.numero, r.id])) };
}

/** Acknowledged writes of one kind that the database lacks (or holds under another id). */
export function missingAcknowledged(streams: StreamStats[], kind: WriteKind, stored: Map<string, string>): string[] {
  const missing: string[] = [];
  for (const s of streams.filter((x) => x.kind === kind)) {
    for (const [key, id] of s.acknowledged) if (stored.get(key) !== id) missing.push(key);
  }
  return missing;
}
