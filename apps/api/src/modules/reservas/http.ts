// A unit's bookings as an iCalendar file: a plain route (tRPC answers JSON only). With a session, the
// unit's people and the staff read it; with `?token=` (a person's own key to the unit, rotated when they
// leave it or their permisos change) a phone calendar subscribes without one.
import { Hono } from 'hono';

import { actorOf, errorResponse, PLAIN_ERROR_BODY, uuidOf, type RequestContext } from '../../http/plain-routes.ts';
import { feedIcs } from './calendario.ts';

export function reservasIcsRoutes(requestContext: RequestContext) {
  const app = new Hono();
  app.get('/apartamentos/:id/reservas.ics', async (c) => {
    try {
      const ctx = requestContext(c);
      const apartamentoId = uuidOf(c.req.param('id'));
      const token = c.req.query('token');
      const { nombre, ics } = await feedIcs(ctx, apartamentoId, token ? { token } : { actor: await actorOf(ctx, c.req.method) });
      return c.body(ics, 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(nombre)}`,
        'cache-control': 'private, no-store',
      });
    } catch (error) {
      return errorResponse(c, error, 'reservas-ics');
    }
  });
  return app;
}

/** The route in the OpenAPI document (it is not a procedure). */
export const reservasIcsOpenApi = {
  paths: {
    '/apartamentos/{id}/reservas.ics': {
      get: {
        tags: ['Reservas'],
        summary:
          'Calendario iCalendar de las reservas de una unidad (un VEVENT por reserva); con sesión o con la clave personal ?token= para suscribirse desde el celular (deja de servir si la persona sale de la unidad, pierde el permiso de reservas o le cambian los permisos)',
        operationId: 'reservas-ics',
        description:
          'Para calendarios externos: responde `text/calendar` con las reservas de la unidad; acepta la sesión o la clave personal `?token=` de quien puede reservar en la unidad.',
        security: [{ bearerAuth: [] }, {}],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          { name: 'token', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: {
          200: { description: 'El calendario', content: { 'text/calendar': { schema: { type: 'string' } } } },
          401: { description: 'Sin sesión ni clave', ...PLAIN_ERROR_BODY },
          403: {
            description: 'Clave no válida, rotada, o de una persona que ya no puede ver la unidad; o unidad ajena',
            ...PLAIN_ERROR_BODY,
          },
          404: { description: 'La unidad no existe', ...PLAIN_ERROR_BODY },
        },
      },
    },
  },
};
