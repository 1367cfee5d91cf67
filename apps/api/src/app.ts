// Builds the Hono app: tRPC at /trpc, the REST facade and its docs under /api, the dev mailbox,
// and the built web app for every other path.
import { Hono, type Context as HonoContext, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { MAX_BODY_BYTES, MSG } from '@horizonte/contracts';
import { appRouter } from './trpc/root.ts';
import { bearerToken, sessionResolver, type Context, type Services } from './trpc/context.ts';
import { createRestHandler } from './http/rest.ts';
import { buildOpenApiDocument } from './http/openapi.ts';
import { docsRoutes } from './http/docs.ts';
import { devMailRoutes } from './http/dev-mail.ts';
import { createStaticWeb, defaultWebDist } from './http/static-web.ts';
import { corsForConfiguredOrigins, securityHeaders } from './http/security.ts';
import { retryAfterMeta } from './http/response-meta.ts';
import { requestLog } from './http/request-log.ts';

type Env = { Bindings: { incoming?: { socket?: { remoteAddress?: string } } } };

function jsonError(c: HonoContext, status: 413 | 404 | 500, message: string) {
  return c.json({ success: false, message, error: message }, status);
}

export function createApp(services: Services) {
  const { config } = services;
  const app = new Hono<Env>();

  function requestContext(c: HonoContext<Env>): Context {
    const token = bearerToken(c.req.header('authorization'));
    const forwarded = config.trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
    return {
      ...services,
      ip: forwarded || c.env?.incoming?.socket?.remoteAddress || '127.0.0.1',
      token,
      resHeaders: new Headers(),
      auth: sessionResolver(services.db, token),
    };
  }

  if (config.logRequests) app.use('*', requestLog());
  app.use('*', securityHeaders(config));
  // CORS only when origins are configured: without any it would only rebuild every response.
  if (config.corsOrigins.length) {
    app.use('/api/*', corsForConfiguredOrigins(config));
    app.use('/trpc/*', corsForConfiguredOrigins(config));
  }
  // The rest of an oversized body is not read, so the connection cannot be reused: say so, or a
  // keep-alive client sends its next request into a socket that is being closed.
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      c.header('Connection', 'close');
      return jsonError(c, 413, MSG.payloadTooLarge);
    },
  });
  // GET and HEAD carry no body: skip the limit there (it would materialise the full Request).
  const limitBodies: MiddlewareHandler = (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
  app.use('/api/*', limitBodies);
  app.use('/trpc/*', limitBodies);

  app.all('/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      createContext: ({ resHeaders }) => {
        const ctx = requestContext(c);
        ctx.resHeaders = resHeaders;
        return ctx;
      },
      responseMeta: retryAfterMeta,
      onError: ({ error }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') console.error('[trpc]', error.cause ?? error);
      },
    }),
  );

  let openApiJson: string | undefined;
  app.get('/api/openapi.json', (c) => {
    openApiJson ??= JSON.stringify(buildOpenApiDocument(appRouter, '/api'));
    return c.body(openApiJson, 200, { 'content-type': 'application/json; charset=utf-8' });
  });
  app.route('/api/docs', docsRoutes());

  const rest = createRestHandler(appRouter, '/api');
  app.all('/api/*', (c) => rest(c.req.raw, requestContext(c)));

  if (config.mailOutbox) app.route('/dev/mail', devMailRoutes(services.db));

  const web = createStaticWeb(config.webDist ?? defaultWebDist);
  app.get('*', (c) => web(c));

  app.notFound((c) => jsonError(c, 404, MSG.routeNotFound));
  app.onError((error, c) => {
    console.error('[http]', error);
    return jsonError(c, 500, MSG.serverError);
  });
  return app;
}
