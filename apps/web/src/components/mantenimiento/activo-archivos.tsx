// An activo's photos and documents (issue 29): everyone who reads maintenance lists and downloads them;
// the administration adds more while the activo is live. Same upload helper and limits as an orden's evidence.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Activo } from '@horizonte/contracts';

import { useInvalidate } from '../../data/invalidate.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { problemaDeArchivos, subirAdjuntos, TIPOS_EVIDENCIA } from '../ordenes/subir-evidencia.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { DownloadButton } from '../ui/download-button.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';

export function ActivoArchivos({ activo, puedeSubir, onClose }: { activo: Activo; puedeSubir: boolean; onClose(): void }) {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const query = useQuery(trpc.mantenimiento.activos.get.queryOptions({ id: activo.id }));
  const [files, setFiles] = useState<File[]>([]);
  const [enviando, setEnviando] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const problema = problemaDeArchivos(files);

  const subir = async () => {
    setEnviando(true);
    try {
      await subirAdjuntos('activos', activo.id, files);
      setFiles([]);
      setInputKey((k) => k + 1);
      await invalidate(trpc.mantenimiento.activos.get, trpc.mantenimiento.activos.list);
      toast.success(files.length === 1 ? 'Archivo guardado' : 'Archivos guardados');
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible subir los archivos'));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Archivos de ${activo.nombre}`} className="max-w-lg">
      <div className="space-y-4 text-sm">
        <QueryView
          query={query}
          failure="No fue posible cargar los archivos"
          rows={2}
          isEmpty={(d) => d.adjuntos.length === 0}
          empty={<EmptyState title="Sin archivos" description="Fotos de la placa, manuales, certificados, garantías…" />}
        >
          {(data) => (
            <ul className="space-y-2" aria-label="Archivos del activo">
              {data.adjuntos.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
                  <DownloadButton
                    path={`/adjuntos-mantenimiento/${a.id}`}
                    nombre={a.nombre}
                    fallo="No fue posible descargar el archivo"
                  />
                  <span className="text-xs text-slate-600 dark:text-slate-400">{formatDate(a.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
        {puedeSubir && !activo.archivadoEn ? (
          <div className="space-y-1.5 border-t border-slate-200 pt-3 dark:border-slate-800">
            <label htmlFor={`archivos-${activo.id}`} className="block font-medium">
              Agregar fotos o documentos (JPG, PNG, WEBP o PDF)
            </label>
            <input
              key={inputKey}
              id={`archivos-${activo.id}`}
              type="file"
              multiple
              accept={TIPOS_EVIDENCIA}
              onChange={(e) => setFiles([...(e.target.files ?? [])])}
              className="max-w-full text-sm"
            />
            {problema ? (
              <p role="alert" className="text-red-700 dark:text-red-400">
                {problema}
              </p>
            ) : null}
            <Button size="sm" disabled={!files.length || Boolean(problema) || enviando} onClick={() => void subir()}>
              {enviando ? 'Subiendo…' : 'Subir'}
            </Button>
          </div>
        ) : null}
        <div className="flex justify-end">
          <Button variant="outline" onClick={onClose}>
            Cerrar
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
