// autocannon runs with a printed table: endpoint, req/s, p50/p99 latency, errors, ratio to a reference.
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  /** Answers with a 2xx status. */
  ok2xx: number;
  /** Answers with a 5xx status. */
  server5xx: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  connections?: number;
  durationSeconds?: number;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** Builds each request (for unique bodies). */
  setupRequest?: (req: autocannon.Request, context: Record<string, unknown>) => autocannon.Request;
  /** Sees every answer with the context its setupRequest filled (one context per connection). */
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  /** Seconds before a request counts as timed out (autocannon's default is 10). */
  timeoutSeconds?: number;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? 10,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    timeout: options.timeoutSeconds,
    requests:
      options.setupRequest || options.onResponse
        ? [
            {
              setupRequest: options.setupRequest as autocannon.Request['setupRequest'],
              onResponse: options.onResponse as autocannon.Request['onResponse'],
            },
          ]
        : undefined,
  });
  return {
    name: options.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    ok2xx: result['2xx'],
    server5xx: result['5xx'],
  };
}

export function printTable(results: LoadResult[], reference?: LoadResult): void {
  const rows = results.map((r) => ({
    endpoint: r.name,
    'req/s': r.requestsPerSecond,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    errores: r.errors,
    'no 2xx': r.non2xx,
    total: r.total,
    ...(reference ? { 'vs referencia': `${((r.requestsPerSecond / reference.requestsPerSecond) * 100).toFixed(0)} %` } : {}),
  }));
  console.table(rows);
}
