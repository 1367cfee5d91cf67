// A proveedor document's expiry as a badge: display only (the state itself is computed by the API from
// the contracts' estadoDocumento).
import { ETIQUETA_DOCUMENTO_PROVEEDOR, formatoFecha, type DocumentoProveedor, type EstadoDocumento } from '@horizonte/contracts';

import { errorMessage } from '../../lib/api-errors.ts';
import { downloadFrom } from '../../lib/api-fetch.ts';
import { toast } from '../../lib/toast.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';

const TONO: Record<EstadoDocumento, 'green' | 'yellow' | 'red' | 'slate'> = {
  vigente: 'green',
  por_vencer: 'yellow',
  vencido: 'red',
  sin_vencimiento: 'slate',
};
const ETIQUETA: Record<EstadoDocumento, string> = {
  vigente: 'Vigente',
  por_vencer: 'Por vencer',
  vencido: 'Vencido',
  sin_vencimiento: 'Sin vencimiento',
};

export function DocumentoFila({ documento }: { documento: DocumentoProveedor }) {
  const descargar = () =>
    downloadFrom(`/documentos-proveedor/${documento.id}`, documento.nombre ?? 'documento').catch((err: unknown) =>
      toast.error(errorMessage(err, 'No fue posible descargar el documento')),
    );
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">{ETIQUETA_DOCUMENTO_PROVEEDOR[documento.tipo]}</span>
      <Badge tone={TONO[documento.estado]}>{ETIQUETA[documento.estado]}</Badge>
      {documento.vence ? (
        <span className="text-slate-600 dark:text-slate-400">vence el {formatoFecha(documento.vence)}</span>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        onClick={descargar}
        aria-label={`Descargar ${ETIQUETA_DOCUMENTO_PROVEEDOR[documento.tipo]}`}
      >
        Descargar
      </Button>
    </li>
  );
}
