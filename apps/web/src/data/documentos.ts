// Documentos: a change (new document, new version, metadata, archive) changes the library's list and
// the document's detail. Files travel as multipart to the API's file routes (not tRPC).
import { useMutation } from '@tanstack/react-query';

import type { DocumentoMetadata, DocumentoOutput } from '@horizonte/contracts';

import { apiFetch } from '../lib/api-fetch.ts';
import { useTRPC } from '../lib/trpc.ts';
import { useInvalidate } from './invalidate.ts';
import { mutacion, type Invalidaciones } from './mutacion.ts';

interface Subido {
  message: string;
  documento: DocumentoOutput;
}

const despuesDeDocumento: Invalidaciones = (t) => [t.documentos.list, t.documentos.get];

/** For the uploads, which are not tRPC procedures. */
function useAfterDocumentoChange() {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return () => invalidate(...despuesDeDocumento(trpc));
}

async function enviar(path: string, campos: Record<string, string>, archivo: File): Promise<Subido> {
  const body = new FormData();
  for (const [k, v] of Object.entries(campos)) body.append(k, v);
  body.append('archivo', archivo);
  return (await apiFetch(path, { method: 'POST', body })).json() as Promise<Subido>;
}

export function usePublicarDocumento() {
  const onSuccess = useAfterDocumentoChange();
  return useMutation({
    mutationFn: ({ phId, metadata, archivo }: { phId: string; metadata: DocumentoMetadata; archivo: File }) =>
      enviar(`/ph/${phId}/documentos`, { ...metadata }, archivo),
    onSuccess,
  });
}

export function useNuevaVersion() {
  const onSuccess = useAfterDocumentoChange();
  return useMutation({
    mutationFn: ({ id, archivo }: { id: string; archivo: File }) => enviar(`/documentos/${id}/versiones`, {}, archivo),
    onSuccess,
  });
}

export const useActualizarDocumento = mutacion((t) => t.documentos.update, despuesDeDocumento);
export const useArchivarDocumento = mutacion((t) => t.documentos.archivar, despuesDeDocumento);
