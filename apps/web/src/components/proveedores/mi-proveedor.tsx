// The proveedor portal (issue 29): the caller's own proveedor in this complex — its contracts and the
// documents it must keep current, with their expiry. Read only; the administration updates them.
import { useQuery } from '@tanstack/react-query';

import { ETIQUETA_DOCUMENTO_PROVEEDOR, formatoFecha } from '@horizonte/contracts';

import { errorStatus } from '../../lib/api-errors.ts';
import { formatCOP } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Badge } from '../ui/badge.tsx';
import { Card } from '../ui/card.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';
import { DocumentoFila } from './documento-estado.tsx';

export default function MiProveedor() {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const mio = useQuery({ ...trpc.proveedores.mio.queryOptions({ id: ph.id }), retry: false });
  // A person with the proveedor role whom the administration has not linked to a company yet.
  if (errorStatus(mio.error) === 404)
    return (
      <EmptyState
        title="Aún no estás vinculado a un proveedor"
        description="La administración del conjunto vincula tu cuenta con la empresa que representas; entonces verás aquí tus contratos y documentos."
      />
    );
  return (
    <QueryView query={mio} failure="No fue posible cargar tu información de proveedor" rows={3}>
      {({ proveedor: p }) => (
        <div className="space-y-4">
          <Card className="p-4">
            <h3 className="font-semibold">{p.razonSocial}</h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              NIT {p.nit}-{p.dv}
            </p>
          </Card>
          <Card className="p-4">
            <h3 className="mb-2 font-semibold">Contratos</h3>
            {p.contratos.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">La administración no ha registrado contratos contigo.</p>
            ) : (
              <ul className="space-y-2 text-sm" aria-label="Mis contratos">
                {p.contratos.map((c) => (
                  <li key={c.id}>
                    <span className="font-medium">{c.objeto}</span> · {formatCOP(c.valor)} · desde {formatoFecha(c.desde)}
                    {c.hasta ? ` hasta ${formatoFecha(c.hasta)}` : ''}{' '}
                    <Badge tone={c.vigente ? 'green' : 'slate'}>{c.vigente ? 'Vigente' : 'No vigente'}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card className="p-4">
            <h3 className="mb-2 font-semibold">Documentos</h3>
            <ul className="space-y-1" aria-label="Mis documentos">
              {p.documentos.map((d) => (
                <DocumentoFila key={d.id} documento={d} />
              ))}
            </ul>
            {p.documentosFaltantes.length ? (
              <p className="mt-2 text-sm text-red-700 dark:text-red-300">
                La administración te pide: {p.documentosFaltantes.map((t) => ETIQUETA_DOCUMENTO_PROVEEDOR[t]).join(', ')}
              </p>
            ) : null}
          </Card>
        </div>
      )}
    </QueryView>
  );
}
