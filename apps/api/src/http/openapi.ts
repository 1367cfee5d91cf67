import type { AnyRouter } from '@trpc/server';
import { generateOpenApiDocument } from 'trpc-to-openapi';

import { APP_VERSION } from '@horizonte/contracts';

import { asambleasEventosOpenApi } from '../modules/asambleas/http.ts';
import { loginForbiddenResponse } from '../modules/auth/openapi.ts';
import { documentosArchivosOpenApi } from '../modules/documentos/http.ts';
import { egresosSoporteOpenApi } from '../modules/egresos/http.ts';
import { importacionesOpenApi } from '../modules/importaciones/http.ts';
import { mantenimientoAdjuntosOpenApi } from '../modules/ordenes/http.ts';
import { pasarelaEventosOpenApi } from '../modules/pagos-en-linea/http.ts';
import { pqrsAdjuntosOpenApi } from '../modules/pqrs/http.ts';
import { proveedoresDocumentosOpenApi } from '../modules/proveedores/http.ts';
import { reservasIcsOpenApi } from '../modules/reservas/http.ts';
import { extractoArchivoOpenApi } from '../modules/tesoreria/http.ts';
import { ticketsSoporteAdjuntosOpenApi } from '../modules/tickets-soporte/http.ts';
import { documentErrors } from './openapi-errors.ts';
import { binaryFileContents, completeProcedureOperations, type OperationObject } from './openapi-operations.ts';
import { OPENAPI_TAGS } from './openapi-tags.ts';

/** The OpenAPI 3 document, generated from the procedures' meta and zod schemas. */
export function buildOpenApiDocument(router: AnyRouter, baseUrl: string) {
  const document = generateOpenApiDocument(router as never, {
    title: 'Horizonte API',
    description:
      'API de Horizonte, la plataforma de administración de propiedad horizontal. Autenticación con `Authorization: Bearer <token>` (obtenido en POST /api/auth/login). Los errores responden `{ success: false, message, error, errors?, code, issues? }` en español, con un `code` legible por máquina (esquema `Error`).',
    version: APP_VERSION,
    baseUrl,
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
  });
  // The multipart upload and the template download are plain routes (modules/importaciones/http.ts).
  Object.assign((document.paths ??= {}), importacionesOpenApi.paths);
  Object.assign(((document.components ??= {}).schemas ??= {}), importacionesOpenApi.schemas);
  // PQRS attachments: multipart upload and download (modules/pqrs/http.ts).
  Object.assign(document.paths, pqrsAdjuntosOpenApi.paths);
  Object.assign(document.components.schemas, pqrsAdjuntosOpenApi.schemas);
  // Evidence of órdenes and files of activos (modules/ordenes/http.ts).
  Object.assign(document.paths, mantenimientoAdjuntosOpenApi.paths);
  Object.assign(document.components.schemas, mantenimientoAdjuntosOpenApi.schemas);
  // The library's uploads and downloads (modules/documentos/http.ts). POST /ph/{id}/documentos shares
  // its path with the list procedure (GET): merged, not replaced.
  for (const [path, operations] of Object.entries(documentosArchivosOpenApi.paths))
    Object.assign((document.paths[path] ??= {}), operations);
  Object.assign(document.components.schemas, documentosArchivosOpenApi.schemas);
  // A unit's bookings as iCalendar (modules/reservas/http.ts).
  Object.assign(document.paths, reservasIcsOpenApi.paths);
  // An asamblea's event stream (modules/asambleas/http.ts).
  Object.assign(document.paths, asambleasEventosOpenApi.paths);
  // The payment gateway's webhook (modules/pagos-en-linea/http.ts).
  Object.assign(document.paths, pasarelaEventosOpenApi.paths);
  // A proveedor's documents and an egreso's soporte (modules/proveedores/http.ts, modules/egresos/http.ts).
  Object.assign(document.paths, proveedoresDocumentosOpenApi.paths, egresosSoporteOpenApi.paths);
  // A support ticket's files (modules/tickets-soporte/http.ts, issue 33).
  Object.assign(document.paths, ticketsSoporteAdjuntosOpenApi.paths);
  // A bank statement as a file (issue 30).
  Object.assign(document.paths, extractoArchivoOpenApi.paths);
  // The login's 403 names the portals of a person who used the wrong door (modules/auth/openapi.ts).
  const login = document.paths['/auth/login']?.post;
  if (login) login.responses = { ...login.responses, 403: loginForbiddenResponse };
  // Who may call each procedure, its description and its file answers (http/openapi-operations.ts).
  const paths = document.paths as Record<string, Record<string, OperationObject>>;
  completeProcedureOperations(paths, router);
  for (const operation of Object.values(paths).flatMap((operations) => Object.values(operations))) binaryFileContents(operation);
  document.tags = [...OPENAPI_TAGS];
  // Not open source: the API is offered to the complexes that contract the platform (SPDX custom reference).
  document.info.license = { name: 'Propietaria: uso de los conjuntos clientes de Horizonte', identifier: 'LicenseRef-Horizonte' };
  // Deprecated aliases close the document (and the reference), after the paths that replace them.
  const aliases = Object.entries(paths).filter(([, operations]) => Object.values(operations).every((o) => o.deprecated));
  for (const [path, operations] of aliases) {
    delete paths[path];
    paths[path] = operations;
  }
  documentErrors(document as never, router);
  return document;
}
