// A ticket's files (issue 33): photos and PDF of up to 5 MB, at most five per ticket — checked here to
// spare an upload, and by the server from the content. Listed with their download, and added while the
// ticket is open.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { TICKET_ADJUNTO_MAX_BYTES, TICKET_ADJUNTOS_MAX, TICKETS_MSG, type TicketAdjunto } from '@horizonte/contracts';

import { errorMessage } from '../../lib/api-errors.ts';
import { apiFetch } from '../../lib/api-fetch.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { DownloadButton } from '../ui/download-button.tsx';

export const TIPOS_ACEPTADOS = 'image/jpeg,image/png,image/webp,application/pdf';

/** Why these files cannot go (too many, too big), or null. */
export function problemaConArchivos(files: readonly File[], yaHay = 0): string | null {
  if (files.length + yaHay > TICKET_ADJUNTOS_MAX) return TICKETS_MSG.adjuntosDemasiados(TICKET_ADJUNTOS_MAX);
  const grande = files.find((f) => f.size > TICKET_ADJUNTO_MAX_BYTES);
  return grande ? TICKETS_MSG.adjuntoGrande(grande.name) : null;
}

export async function subirAdjuntos(ticketId: string, files: readonly File[]): Promise<void> {
  const body = new FormData();
  for (const f of files) body.append('archivos', f);
  await apiFetch(`/tickets-soporte/${ticketId}/adjuntos`, { method: 'POST', body });
}

export function AdjuntosTicket({
  ticketId,
  adjuntos,
  puedeAdjuntar,
}: {
  ticketId: string;
  adjuntos: readonly TicketAdjunto[];
  puedeAdjuntar: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [subiendo, setSubiendo] = useState(false);
  const [problema, setProblema] = useState<string | null>(null);
  const elegir = async (list: FileList | null, input: HTMLInputElement) => {
    const files = [...(list ?? [])];
    input.value = '';
    if (!files.length) return;
    const motivo = problemaConArchivos(files, adjuntos.length);
    setProblema(motivo);
    if (motivo) return;
    setSubiendo(true);
    try {
      await subirAdjuntos(ticketId, files);
      toast.success(files.length === 1 ? 'Archivo adjuntado' : 'Archivos adjuntados');
      await queryClient.invalidateQueries({ queryKey: trpc.ticketsSoporte.get.queryKey({ id: ticketId }) });
    } catch (err) {
      setProblema(errorMessage(err, 'No fue posible subir los archivos'));
    } finally {
      setSubiendo(false);
    }
  };
  return (
    <div className="mt-4 space-y-2">
      <h4 className="text-sm font-semibold">Archivos adjuntos</h4>
      {adjuntos.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Archivos adjuntos">
          {adjuntos.map((a) => (
            <li key={a.id} className="max-w-full">
              <DownloadButton path={`/adjuntos-soporte/${a.id}`} nombre={a.nombre} fallo="No fue posible descargar el archivo" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Sin archivos.</p>
      )}
      {puedeAdjuntar && adjuntos.length < TICKET_ADJUNTOS_MAX ? (
        <div className="space-y-1">
          <label htmlFor={inputId} className="block text-sm font-medium">
            Adjuntar fotos o PDF (hasta {TICKET_ADJUNTOS_MAX} por ticket, 5 MB cada uno)
          </label>
          <input
            id={inputId}
            type="file"
            multiple
            accept={TIPOS_ACEPTADOS}
            disabled={subiendo}
            onChange={(e) => void elegir(e.target.files, e.target)}
            className="text-sm"
          />
          {problema ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {problema}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
