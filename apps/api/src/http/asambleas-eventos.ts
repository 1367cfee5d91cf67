// An asamblea in real time as Server-Sent Events: a plain route (tRPC's REST facade answers JSON only).
// Bearer like GET /asambleas/{id}, or a single-use ?ticket= (EventSource sends no headers). On connecting
// the stream sends where the asamblea is now (asamblea, quorum and the open punto with its resultado);
// there is no resuming with Last-Event-ID: a reconnecting client gets that snapshot again.
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { loadAsamblea } from '../modules/asambleas/access.ts';
import { figurasCompartidas, instantanea, type EventoSse } from '../modules/asambleas/eventos/figuras.ts';
import type { EventoRecibido } from '../modules/asambleas/eventos/notifier.ts';
import { EventosPendientes, INTERVALO_ENVIO_MS } from '../modules/asambleas/eventos/pendientes.ts';
import { canjearTicket } from '../modules/asambleas/eventos/ticket.ts';
import { actorOf, errorResponse, uuidOf, type RequestContext } from './plain-routes.ts';

export const HEARTBEAT_MS = 15_000;

export function asambleasEventosRoutes(requestContext: RequestContext, options: { heartbeatMs?: number } = {}) {
  const app = new Hono();
  app.get('/asambleas/:id/eventos', async (c) => {
    const ctx = requestContext(c);
    let asambleaId: string;
    try {
      asambleaId = uuidOf(c.req.param('id'));
      const ticket = c.req.query('ticket');
      const user = ticket ? await canjearTicket(ctx, asambleaId, ticket) : (await actorOf(ctx)).user;
      await loadAsamblea(ctx.db, user, asambleaId);
    } catch (error) {
      return errorResponse(c, error, 'asambleas-eventos');
    }
    c.header('cache-control', 'no-store');
    // Proxies such as nginx would otherwise buffer the stream.
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      let next = 1;
      let queue: Promise<void> = Promise.resolve();
      const send = (evento: EventoSse) => stream.writeSSE({ id: String(next++), event: evento.tipo, data: JSON.stringify(evento.data) });
      const enqueue = (work: () => Promise<void>) => {
        queue = queue.then(work).catch((error: unknown) => {
          if (!stream.aborted && !stream.closed) console.error('[asambleas-eventos]', error);
        });
      };
      let finish!: () => void;
      const done = new Promise<void>((resolve) => (finish = resolve));
      const pendientes = new EventosPendientes<EventoRecibido>();
      // One batch per INTERVALO_ENVIO_MS at most: what arrives while a batch is sent or during the pause
      // waits, merged by subject, for the next one.
      let programado = false;
      const enviarLote = async () => {
        programado = false;
        for (const evento of pendientes.tomarTodos()) {
          try {
            const data = await figurasCompartidas(ctx.db, evento);
            if (data) await send({ tipo: evento.tipo, data });
          } catch (error) {
            if (stream.aborted || stream.closed) return;
            // One failed read skips that event, not the ones behind it.
            console.error('[asambleas-eventos]', error);
          }
        }
        await new Promise((resolve) => setTimeout(resolve, INTERVALO_ENVIO_MS));
      };
      const unsubscribe = ctx.eventos.subscribe(
        asambleaId,
        (evento) => {
          pendientes.push(evento);
          if (programado) return;
          programado = true;
          enqueue(enviarLote);
        },
        finish,
      );
      stream.onAbort(finish);
      enqueue(async () => {
        await stream.writeSSE({ retry: 3000, data: '', event: 'conectado' });
        try {
          for (const evento of await instantanea(ctx.db, asambleaId)) await send(evento);
        } catch (error) {
          // A stream without its starting state would show stale figures until the next change: end it,
          // and the client reconnects (after `retry`) to a fresh snapshot.
          if (!stream.aborted && !stream.closed) console.error('[asambleas-eventos]', error);
          finish();
        }
      });
      const heartbeat = setInterval(() => enqueue(() => stream.write(': latido\n\n').then(() => undefined)), options.heartbeatMs ?? HEARTBEAT_MS);
      try {
        await done;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    });
  });
  return app;
}

const errorBody = { content: { 'application/json': { schema: { $ref: '#/components/schemas/AdjuntoError' } } } };

/** The route in the OpenAPI document (it is not a procedure). */
export const asambleasEventosOpenApi = {
  paths: {
    '/asambleas/{id}/eventos': {
      get: {
        tags: ['Asambleas'],
        summary:
          'Eventos en vivo de la asamblea (text/event-stream): asamblea, quorum, asistencia, punto y resultado con sus cifras; al conectar, el estado actual; latido cada 15 s. Con sesión (Bearer) o con ?ticket= de un solo uso (POST /asambleas/{id}/eventos/ticket)',
        security: [{ bearerAuth: [] }, {}],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          { name: 'ticket', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: {
          200: { description: 'El flujo de eventos', content: { 'text/event-stream': { schema: { type: 'string' } } } },
          401: { description: 'Sin sesión, o ticket no válido, usado o vencido', ...errorBody },
          403: { description: 'Asamblea de otro conjunto', ...errorBody },
          404: { description: 'La asamblea no existe', ...errorBody },
        },
      },
    },
  },
};
