// Builds the Hono app: tRPC at /trpc, the REST facade and its docs under /api, the dev mailbox,
// and the built web app for every other path.
import type { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono, type Context as HonoContext } from 'hono';

import { helpChatUrl, MAX_BODY_BYTES, TRPC_MAX_BATCH, type CodigoErrorFijo } from '@horizonte/contracts';

import type { Deps } from './deps.ts';
import { limitRequestBodies } from './http/body-limit.ts';
import { compressAnswers } from './http/compression.ts';
import { devMailRoutes } from './http/dev-mail.ts';
import { devMensajesRoutes } from './http/dev-mensajes.ts';
import { docsRoutes } from './http/docs.ts';
import { httpMetrics, metricsEndpoint } from './http/metrics.ts';
import { buildOpenApiDocument } from './http/openapi.ts';
import { requestHeader, type NodeBindings } from './http/request-header.ts';
import { observedAuth, requestIdentity, requestLogger, type RequestVariables } from './http/request-id.ts';
import { retryAfterMeta } from './http/response-meta.ts';
import { createRestHandler } from './http/rest.ts';
import { corsForConfiguredOrigins, securityHeaders, securityHeadersFor } from './http/security.ts';
import { createStaticWeb, defaultWebDist } from './http/static-web.ts';
import { createTrpcDirectHandler, type TrpcCalls } from './http/trpc-direct.ts';
import { restErrorBody } from './lib/errors.ts';
import { log } from './lib/logger.ts';
import { asambleasEventosRoutes } from './modules/asambleas/http.ts';
import { documentosArchivosRoutes } from './modules/documentos/http.ts';
import { egresosSoporteRoutes } from './modules/egresos/http.ts';
import { importacionesRoutes } from './modules/importaciones/http.ts';
import { mantenimientoAdjuntosRoutes } from './modules/ordenes/http.ts';
import { pasarelaEventosRoutes } from './modules/pagos-en-linea/http.ts';
import { pasarelaSimuladorRoutes } from './modules/pagos-en-linea/simulador.ts';
import { pqrsAdjuntosRoutes } from './modules/pqrs/http.ts';
import { proveedoresDocumentosRoutes } from './modules/proveedores/http.ts';
import { reservasIcsRoutes } from './modules/reservas/http.ts';
import { extractoArchivoRoutes } from './modules/tesoreria/http.ts';
import { ticketsSoporteAdjuntosRoutes } from './modules/tickets-soporte/http.ts';
import { appRouter } from './router.ts';
import { bearerToken, sessionResolver, type Context } from './trpc/context.ts';

type Env = {
  Bindings: NodeBindings;
  Variables: RequestVariables;
};

function jsonError(c: HonoContext, status: 400 | 413 | 404 | 500, codigo: CodigoErrorFijo) {
  return c.json(restErrorBody(codigo), status);
}

/**
 * The client's address as our trusted proxy saw it: the entry the proxy appended, `hops` from the
 * right. Entries to its left were written by the client and prove nothing.
 */
export function clientAddressFromProxy(header: string | undefined, hops: number): string | undefined {
  if (!header) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  return entries[entries.length - hops] || undefined;
}

export interface AppOptions {
  /** How often an idle event stream sends its keep-alive comment (tests shorten it). */
  sseHeartbeatMs?: number;
}

export function createApp(services: Deps, options: AppOptions = {}) {
  const { config } = services;
  const app = new Hono<Env>();

  function requestContext(c: HonoContext<Env>): Context {
    const token = bearerToken(requestHeader(c, 'authorization'));
    const forwarded = config.trustProxy
      ? clientAddressFromProxy(requestHeader(c, 'x-forwarded-for'), config.trustProxyHops)
      : undefined;
    // Written out: spreading `services` into a literal that adds fields took V8's slow path (~7 µs).
    const { db, jobs, clock, eventos, sessions, shutdown, metrics } = services;
    const observed = c.get('observed');
    const resHeaders = new Headers();
    // Built into the REST facade's answers (rest.ts copies resHeaders), so request-id.ts need not add it.
    resHeaders.set('x-request-id', c.get('requestId'));
    return {
      db,
      config,
      jobs,
      clock,
      eventos,
      sessions,
      shutdown,
      metrics,
      log: c.get('log'),
      observed,
      ip: forwarded || c.env?.incoming?.socket?.remoteAddress || '127.0.0.1',
      token,
      idempotencyKey: requestHeader(c, 'idempotency-key') ?? null,
      userAgent: requestHeader(c, 'user-agent') ?? null,
      resHeaders,
      auth: observedAuth(sessionResolver(services, token), observed),
    };
  }

  const procedures = new Set(Object.keys(appRouter._def.procedures));
  // Outermost: its id is on every line the request logs and on its answer, whatever answers it.
  app.use('*', requestIdentity(config, log(), procedures));
  if (services.metrics) app.use('*', httpMetrics(services.metrics, procedures));
  app.use('*', securityHeaders(config));
  // Inside the security headers: they are written on the compressed answer.
  app.use('/api/*', compressAnswers());
  app.use('/trpc/*', compressAnswers());
  // CORS only when origins are configured: without any it would only rebuild every response.
  if (config.corsOrigins.length) {
    app.use('/api/*', corsForConfiguredOrigins(config));
    app.use('/trpc/*', corsForConfiguredOrigins(config));
  }
  // Spreadsheet uploads (up to 5 MB) and the template: before the 100 KB limit of every other route.
  app.route('/api', importacionesRoutes(requestContext));
  // PQRS attachments (5 files of 5 MB) and their downloads, likewise.
  app.route('/api', pqrsAdjuntosRoutes(requestContext));
  app.route('/api', ticketsSoporteAdjuntosRoutes(requestContext));
  // Evidence of órdenes and files of activos (5 files of 10 MB) and their downloads, likewise.
  app.route('/api', mantenimientoAdjuntosRoutes(requestContext));
  // A proveedor's documents and an egreso's soporte (one file of 5 MB each), likewise.
  app.route('/api', proveedoresDocumentosRoutes(requestContext));
  app.route('/api', egresosSoporteRoutes(requestContext));
  // A bank statement as a file (CSV or XLSX of up to 2 MB), likewise.
  app.route('/api', extractoArchivoRoutes(requestContext));
  // The library's files (one of 20 MB) and their downloads, likewise.
  app.route('/api', documentosArchivosRoutes(requestContext));
  // A unit's bookings as an iCalendar file (text/calendar, optionally without a session: ?token=).
  app.route('/api', reservasIcsRoutes(requestContext));
  // An asamblea's events as text/event-stream (optionally without a session: ?ticket=).
  app.route('/api', asambleasEventosRoutes(requestContext, { heartbeatMs: options.sseHeartbeatMs }));
  // The rest of an oversized body is not read, so the connection cannot be reused: say so, or a
  // keep-alive client sends its next request into a socket that is being closed.
  const limitBodies = limitRequestBodies(MAX_BODY_BYTES, (c) => {
    c.header('Connection', 'close');
    return jsonError(c, 413, 'CUERPO_DEMASIADO_GRANDE');
  });
  app.use('/api/*', limitBodies);
  app.use('/trpc/*', limitBodies);

  // The payment gateway's webhook (public, signed; its own tighter body limit).
  app.route('/api', pasarelaEventosRoutes(requestContext));

  const trpcDirect = createTrpcDirectHandler(appRouter);
  const onTrpcError = (c: HonoContext<Env>, error: TRPCError, path: string | undefined) => {
    if (error.code === 'INTERNAL_SERVER_ERROR')
      requestLogger(c).error({ err: error.cause ?? error, procedure: path }, '[trpc] error interno');
  };
  app.all('/trpc/*', async (c) => {
    // A batch is bounded; each password check or mail inside one is still counted by its own limit.
    if (c.req.path.split(',').length > TRPC_MAX_BATCH) return jsonError(c, 400, 'LOTE_DEMASIADO_GRANDE');
    // Queries over GET and mutations over POST with JSON, alone or batched (most calls), are answered like
    // the REST facade's; the rest by tRPC's adapter.
    const target = c.env?.incoming?.url ?? c.req.url.slice(c.req.url.indexOf('/', c.req.url.indexOf('//') + 2));
    const header = (name: string) => requestHeader(c, name);
    const answerDirectly = (calls: TrpcCalls) =>
      trpcDirect.answer(calls, requestContext(c), securityHeadersFor(c, config), (error, path) => onTrpcError(c, error, path));
    const query = trpcDirect.queryOf(c.req.method, target, header);
    if (query) return answerDirectly(query);
    let req = c.req.raw;
    const mutations = trpcDirect.mutationOf(c.req.method, target, header);
    if (mutations) {
      const body = await req.text();
      const withInputs = trpcDirect.withBody(mutations, body);
      if (withInputs) return answerDirectly(withInputs);
      // The body is read: the adapter gets the same request with it.
      req = new Request(req.url, { method: req.method, headers: req.headers, body });
    }
    return fetchRequestHandler({
      endpoint: '/trpc',
      req,
      router: appRouter,
      createContext: ({ resHeaders, info }) => {
        const ctx = requestContext(c);
        ctx.resHeaders = resHeaders;
        ctx.ticket = info.connectionParams?.ticket ?? null;
        return ctx;
      },
      responseMeta: retryAfterMeta,
      onError: ({ error, path }) => onTrpcError(c, error, path),
    });
  });

  let openApiJson: string | undefined;
  app.get('/api/openapi.json', (c) => {
    openApiJson ??= JSON.stringify(buildOpenApiDocument(appRouter, '/api'));
    return c.body(openApiJson, 200, { 'content-type': 'application/json; charset=utf-8' });
  });
  app.route('/api/docs', docsRoutes());

  const rest = createRestHandler(appRouter, '/api');
  app.all('/api/*', (c) => rest(c.req.raw, requestContext(c), securityHeadersFor(c, config), c.env?.incoming?.url));

  // Before the web app's SPA fallback: without METRICS_TOKEN this is a 404, not the web's index.html.
  app.get('/metrics', metricsEndpoint(services.metrics, config));

  if (config.devMailbox) app.route('/dev/mail', devMailRoutes(services.db));
  // The SMS/WhatsApp outbox (issue 32): outside production only, whatever the provider.
  if (config.devMensajes) app.route('/dev/mensajes', devMensajesRoutes(services.db));
  // The local payment gateway (issue 28): outside production only, whatever the mail settings.
  if (config.pasarelaSimulador) app.route('/dev/pasarela', pasarelaSimuladorRoutes(services));

  const web = createStaticWeb(config.webDist ?? defaultWebDist, {
    helpChatUrl: config.whatsappNumber ? helpChatUrl(config.whatsappNumber) : undefined,
  });
  app.get('*', (c) => web(c));

  app.notFound((c) => jsonError(c, 404, 'RUTA_NO_ENCONTRADA'));
  app.onError((error, c) => {
    // A path that is not valid percent-encoding is the client's fault, wherever it is decoded.
    if (error instanceof URIError) return jsonError(c, 400, 'URL_INVALIDA');
    requestLogger(c).error({ err: error }, '[http] error interno');
    return jsonError(c, 500, 'ERROR_INTERNO');
  });
  return app;
}
