// An asamblea in real time as Server-Sent Events: a plain route (tRPC's REST facade answers JSON only).
// `event:` is the contracts' EventoAsamblea `tipo`, `data:` its `data` as JSON.
// Bearer like GET /asambleas/{id}, or a single-use ?ticket= (EventSource sends no headers). The stream is
// the tRPC subscription's own (modules/asambleas/eventos/flujo.ts): on connecting, where the asamblea is
// now (asamblea, quorum and the open punto with its resultado), then every change; there is no resuming
// with Last-Event-ID: a reconnecting client gets that snapshot again. Here it is only written as SSE,
// with a heartbeat comment; when the server ends it (session ended, access lost, restart) the last event
// is `cierre` with the reason in Spanish.
import { TRPCError } from '@trpc/server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';

import type { EventoCierre } from '@horizonte/contracts';

import { errorResponse, PLAIN_ERROR_BODY, uuidOf, type RequestContext } from '../../http/plain-routes.ts';
import { serializado } from './eventos/difusion.ts';
import { flujoDeEventos, type EventoDelFlujo } from './eventos/flujo.ts';

export const HEARTBEAT_MS = 15_000;

/** The `cierre` that tells a client why a stream the caller may no longer hear ended. */
function cierrePorError(error: TRPCError): EventoCierre {
  return { tipo: 'cierre', data: { motivo: error.code === 'UNAUTHORIZED' ? 'sesion' : 'acceso', mensaje: error.message } };
}

export function asambleasEventosRoutes(requestContext: RequestContext, options: { heartbeatMs?: number } = {}) {
  const app = new Hono();
  app.get('/asambleas/:id/eventos', async (c) => {
    const ctx = requestContext(c);
    const cliente = new AbortController();
    let eventos: AsyncGenerator<EventoDelFlujo>;
    let primero: IteratorResult<EventoDelFlujo>;
    try {
      eventos = flujoDeEventos(ctx, uuidOf(c.req.param('id')), c.req.query('ticket'), cliente.signal);
      // The first step checks the caller, its access and the cap: a refusal is an HTTP status.
      primero = await eventos.next();
    } catch (error) {
      return errorResponse(c, error, 'asambleas-eventos');
    }
    c.header('cache-control', 'no-store');
    // Proxies such as nginx would otherwise buffer the stream.
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => cliente.abort());
      let next = 1;
      const send = (evento: EventoDelFlujo) =>
        stream.writeSSE({ id: String(next++), event: evento.tipo, data: serializado(evento) });
      const heartbeat = setInterval(() => void stream.write(': latido\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
      try {
        await stream.writeSSE({ retry: 3000, data: '', event: 'conectado' });
        if (!primero.done) await send(primero.value);
        // The stream ends by itself when the client leaves (`cliente`).
        for await (const evento of eventos) await send(evento);
      } catch (error) {
        if (error instanceof TRPCError) await send(cierrePorError(error));
        // A stream without its starting state would show stale figures until the next change: it ends,
        // and the client reconnects (after `retry`) to a fresh snapshot.
        else if (!stream.aborted) ctx.log.logger.error({ err: error }, '[asambleas-eventos] el flujo terminó por un error');
      } finally {
        clearInterval(heartbeat);
        await eventos.return(undefined);
      }
    });
  });
  return app;
}

/** The route in the OpenAPI document (it is not a procedure). */
export const asambleasEventosOpenApi = {
  paths: {
    '/asambleas/{id}/eventos': {
      get: {
        tags: ['Asambleas'],
        summary:
          'Eventos en vivo de la asamblea (text/event-stream): asamblea, quorum, asistencia, punto y resultado con sus cifras; al conectar, el estado actual; latido cada 15 s. Con sesión (Bearer) o con ?ticket= de un solo uso (POST /asambleas/{id}/eventos/ticket). Termina con el evento cierre ({ motivo: sesion | acceso | reinicio, mensaje }) al cerrar la sesión, al perder el acceso al conjunto o al reiniciarse el servidor. Cada sesión puede tener pocos flujos abiertos a la vez (429 para uno más)',
        operationId: 'asambleas-eventos',
        description:
          'Flujo Server-Sent Events para la pantalla de la asamblea y los asistentes; el navegador (EventSource) usa el `?ticket=` de un solo uso porque no envía encabezados.',
        security: [{ bearerAuth: [] }, {}],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          { name: 'ticket', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: {
          200: { description: 'El flujo de eventos', content: { 'text/event-stream': { schema: { type: 'string' } } } },
          401: { description: 'Sin sesión, o ticket no válido, usado o vencido', ...PLAIN_ERROR_BODY },
          403: { description: 'Asamblea de otro conjunto', ...PLAIN_ERROR_BODY },
          404: { description: 'La asamblea no existe', ...PLAIN_ERROR_BODY },
          429: { description: 'La sesión ya tiene abiertos todos los flujos en vivo que se permiten', ...PLAIN_ERROR_BODY },
        },
      },
    },
  },
};
