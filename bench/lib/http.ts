// A small JSON client for the benchmarks: every call has a timeout, so nothing can hang.
export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON, or undefined when the body is not JSON. */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- checks read whatever came back
  ms: number;
}

export interface ApiCallOptions {
  body?: unknown;
  /** Sent as-is (no JSON encoding) when given. */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export async function api(base: string, method: string, path: string, options: ApiCallOptions = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (body === undefined && options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json, ms: performance.now() - started };
}

export const DEMO_PASSWORD = 'Horizonte2026';

/** Logs in and returns the session token (throws with the answer otherwise). */
export async function login(
  base: string,
  email: string,
  options: { password?: string; identificador?: string; headers?: Record<string, string> } = {},
): Promise<string> {
  const body = {
    email,
    password: options.password ?? DEMO_PASSWORD,
    ...(options.identificador ? { identificador: options.identificador } : {}),
  };
  const res = await api(base, 'POST', '/api/auth/login', { body, headers: options.headers });
  const token = res.json?.data?.token;
  if (res.status !== 200 || typeof token !== 'string')
    throw new Error(`login ${email} → ${res.status} ${res.text.slice(0, 200)}`);
  return token;
}

/** A distinct client address per call, for servers started with TRUST_PROXY=true. */
let addressCounter = 0;
export function nextClientAddress(): string {
  addressCounter += 1;
  return `198.18.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns true, at most `timeoutMs`; returns the elapsed ms or throws. */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs: number,
  intervalMs = 250,
): Promise<number> {
  const started = Date.now();
  for (let attempt = 0; attempt < 10_000; attempt++) {
    if (await probe().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) break;
    await sleep(intervalMs);
  }
  throw new Error(`${what}: no ocurrió en ${timeoutMs} ms`);
}
