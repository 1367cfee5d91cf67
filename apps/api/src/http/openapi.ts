import { generateOpenApiDocument } from 'trpc-to-openapi';
import { APP_VERSION } from '@horizonte/contracts';
import type { AnyRouter } from '@trpc/server';

/** The OpenAPI 3 document, generated from the procedures' meta and zod schemas. */
export function buildOpenApiDocument(router: AnyRouter, baseUrl: string) {
  return generateOpenApiDocument(router as never, {
    title: 'Horizonte API',
    description:
      'API de Horizonte, la plataforma de administración de propiedad horizontal. Autenticación con `Authorization: Bearer <token>` (obtenido en POST /api/auth/login). Los errores responden `{ success: false, message, error, errors? }` en español.',
    version: APP_VERSION,
    baseUrl,
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
  });
}
