// The gateway's webhook: POST /api/pasarela/wompi/eventos, a plain route (public: Wompi signs the event
// instead of holding a session). 200 once the authentic event is stored and its job enqueued; 401 for a
// forged or unattributable one (nothing stored); 400 for what is not an event. Its body is bounded.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { errorResponse, PLAIN_ERROR_BODY, type RequestContext } from '../../http/plain-routes.ts';
import { restErrorBody } from '../../lib/errors.ts';
import { recibirEventoWompi } from './recibir-evento.ts';

/** A Wompi event is a couple of KB: anything past this is not one. */
export const EVENTO_MAX_BYTES = 32 * 1024;

export function pasarelaEventosRoutes(requestContext: RequestContext) {
  const app = new Hono();
  app.post(
    '/pasarela/wompi/eventos',
    bodyLimit({
      maxSize: EVENTO_MAX_BYTES,
      onError: (c) => {
        c.header('Connection', 'close');
        return c.json(restErrorBody('CUERPO_DEMASIADO_GRANDE'), 413);
      },
    }),
    async (c) => {
      try {
        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          return c.json(restErrorBody('PASARELA_EVENTO_INVALIDO'), 400);
        }
        await recibirEventoWompi(requestContext(c), body);
        return c.json({ success: true }, 200);
      } catch (error) {
        return errorResponse(c, error, 'pasarela-eventos');
      }
    },
  );
  return app;
}

/** The route in the OpenAPI document (it is not a procedure). */
export const pasarelaEventosOpenApi = {
  paths: {
    '/pasarela/wompi/eventos': {
      post: {
        tags: ['Pagos en línea'],
        summary:
          'Eventos de Wompi (transaction.updated). Sin sesión: el evento es auténtico solo si signature.checksum es el SHA-256 de los valores de signature.properties, el timestamp y el secreto de eventos del conjunto dueño de la referencia. Responde 200 al guardarlo; el pago se aplica en segundo plano, una sola vez',
        operationId: 'pasarela-wompi-eventos',
        description:
          'Solo la pasarela Wompi lo llama, sin sesión: la firma del evento se comprueba antes de guardarlo; el pago se aplica en segundo plano y una sola vez aunque el evento llegue repetido.',
        security: [],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['event', 'data', 'signature', 'timestamp'],
                properties: {
                  event: { type: 'string', example: 'transaction.updated' },
                  data: {
                    type: 'object',
                    required: ['transaction'],
                    properties: {
                      transaction: {
                        type: 'object',
                        required: ['id', 'reference', 'amount_in_cents', 'currency', 'status'],
                        properties: {
                          id: { type: 'string' },
                          reference: { type: 'string' },
                          amount_in_cents: { type: 'integer' },
                          currency: { type: 'string', example: 'COP' },
                          status: { type: 'string', enum: ['APPROVED', 'DECLINED', 'VOIDED', 'ERROR', 'PENDING'] },
                          payment_method_type: { type: 'string' },
                        },
                      },
                    },
                  },
                  environment: { type: 'string', enum: ['test', 'prod'] },
                  signature: {
                    type: 'object',
                    required: ['properties', 'checksum'],
                    properties: { properties: { type: 'array', items: { type: 'string' } }, checksum: { type: 'string' } },
                  },
                  timestamp: { type: 'integer' },
                  sent_at: { type: 'string' },
                },
              },
            },
          },
        },
        responses: {
          200: {
            description: 'Evento auténtico recibido',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['success'], properties: { success: { type: 'boolean', enum: [true] } } },
              },
            },
          },
          400: { description: 'El cuerpo no es un evento', ...PLAIN_ERROR_BODY },
          401: {
            description: 'Firma no válida, o referencia que no corresponde a ningún conjunto con pasarela',
            ...PLAIN_ERROR_BODY,
          },
          413: { description: 'Cuerpo demasiado grande', ...PLAIN_ERROR_BODY },
        },
      },
    },
  },
};
