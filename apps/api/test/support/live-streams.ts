// The two ways to hear an asamblea live, as their clients do it: GET /api/asambleas/{id}/eventos read with
// fetch as a browser's EventSource would, and the tRPC subscription asambleas.eventos through the real tRPC
// client (httpSubscriptionLink, with the `eventsource` package as Node's EventSource).
import { createTRPCClient, httpSubscriptionLink, type TRPCClient, type TRPCClientError } from '@trpc/client';
import { EventSource } from 'eventsource';
import { expect } from 'vitest';

import type { AppRouter } from '../../src/router.ts';
import { receivedEvents } from './events.ts';

export interface SseEvent {
  id?: string;
  event: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each event has its own shape
  at: number;
}

export interface SseStream {
  status: number;
  /** Waits for the next event of this kind (optionally matching), skipping others. */
  next(event: string, match?: (data: any) => boolean, timeoutMs?: number): Promise<SseEvent>; // eslint-disable-line @typescript-eslint/no-explicit-any
  received: SseEvent[];
  /** Comment blocks (': …'), the keep-alive heartbeat. */
  comments: string[];
  /** Resolves when the server ends the stream (or it is aborted). */
  ended: Promise<void>;
  close(): void;
}

/** Opens the SSE stream (with a Bearer token, or none: a ?ticket= in the url). */
export async function openSse(url: string, token?: string): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}`, accept: 'text/event-stream' } : { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events = receivedEvents<SseEvent>(
    (e) => e.event,
    (e) => e.data,
  );
  const comments: string[] = [];
  let ended: Promise<void> = Promise.resolve();
  if (response.ok) {
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    ended = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields: Record<string, string> = {};
            if (block.startsWith(':')) comments.push(block);
            for (const line of block.split('\n')) {
              if (line.startsWith(':') || !line) continue;
              const i = line.indexOf(':');
              fields[line.slice(0, i)] =
                (fields[line.slice(0, i)] ? `${fields[line.slice(0, i)]}\n` : '') + line.slice(i + 1).replace(/^ /, '');
            }
            if (!fields.event) continue;
            events.push({
              id: fields.id,
              event: fields.event,
              data: fields.data ? JSON.parse(fields.data) : undefined,
              at: performance.now(),
            });
          }
        }
      } catch {
        // aborted
      }
    })();
  } else {
    await response.body?.cancel();
  }
  return {
    status: response.status,
    received: events.list,
    comments,
    ended,
    next: (event, match = () => true, timeoutMs = 5_000) => events.next(event, match, timeoutMs),
    close: () => controller.abort(),
  };
}

export interface TrpcEvent {
  id: string;
  tipo: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each event has its own shape
}

export interface Subscription {
  recibidos: TrpcEvent[];
  /** Waits for the next event of this kind (optionally matching), skipping others. */
  next(tipo: string, match?: (data: any) => boolean): Promise<TrpcEvent>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Resolves with the error that ended the subscription, or null when the server completed it. */
  fin: Promise<TRPCClientError<AppRouter> | null>;
  close(): void;
}

export interface SubscriptionOptions {
  /** The API's address (http://127.0.0.1:<port>). */
  base: string;
  /** Bearer token in a header (a Node client can send one; the browser cannot). */
  bearer?: string;
  /** Each (re)connection's ticket, as the web asks for it (none: no connectionParams). */
  ticket?: () => Promise<string>;
  lastEventId?: string;
  /** How long `next` waits. */
  timeoutMs?: number;
}

function client(options: SubscriptionOptions): TRPCClient<AppRouter> {
  const { bearer, ticket } = options;
  return createTRPCClient<AppRouter>({
    links: [
      httpSubscriptionLink({
        url: `${options.base}/trpc`,
        EventSource,
        connectionParams: ticket ? async () => ({ ticket: await ticket() }) : undefined,
        eventSourceOptions: bearer
          ? { fetch: (input, init) => fetch(input, { ...init, headers: { ...init.headers, authorization: `Bearer ${bearer}` } }) }
          : undefined,
      }),
    ],
  });
}

export function subscribe(id: string, options: SubscriptionOptions): Subscription {
  const eventos = receivedEvents<TrpcEvent>(
    (e) => e.tipo,
    (e) => e.data,
  );
  let terminar!: (error: TRPCClientError<AppRouter> | null) => void;
  const fin = new Promise<TRPCClientError<AppRouter> | null>((resolve) => (terminar = resolve));
  const input = options.lastEventId ? { id, lastEventId: options.lastEventId } : { id };
  const sub = client(options).asambleas.eventos.subscribe(input, {
    onData(evento) {
      eventos.push({ id: evento.id, tipo: evento.data.tipo, data: evento.data.data });
    },
    onError: (error) => terminar(error),
    onComplete: () => terminar(null),
  });
  return {
    recibidos: eventos.list,
    fin,
    next: (tipo, match = () => true) => eventos.next(tipo, match, options.timeoutMs ?? 10_000),
    close: () => sub.unsubscribe(),
  };
}

/** How a subscription ended, or a rejection if it is still open after `timeoutMs`. */
export function ending(s: Subscription, timeoutMs = 10_000): Promise<TRPCClientError<AppRouter> | null> {
  return Promise.race([
    s.fin,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('la suscripción siguió abierta')), timeoutMs)),
  ]);
}
