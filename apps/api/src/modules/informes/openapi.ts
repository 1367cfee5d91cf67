// The monthly report's download in the OpenAPI document: the REST facade answers the PDF itself
// (http/rest.ts turns an `archivo` answer into the file), not the tRPC JSON envelope.
export const INFORME_PDF_PATH = '/ph/{id}/informe-mensual.pdf';

export const informePdfResponse = {
  description: 'El informe mensual en PDF (adjunto: informe-mensual-AAAA-MM.pdf)',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const;
