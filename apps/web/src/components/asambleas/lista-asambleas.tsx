// The owner's and the resident's list of asambleas: the ones convened or running first, each drawn by
// the portal that shows it (the owner's card acts, the resident's reads).
import type { ReactNode } from 'react';

import { faseDeAsamblea, type AsambleaOutput } from '@horizonte/contracts';

import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';

interface ListaAsambleasProps {
  query: { isLoading: boolean; isError: boolean; error: unknown; data: { asambleas: AsambleaOutput[] } | undefined };
  children(asamblea: AsambleaOutput): ReactNode;
}

export function ListaAsambleas({ query, children }: ListaAsambleasProps) {
  return (
    <QueryView
      query={query}
      failure="No fue posible cargar las asambleas"
      isEmpty={(d) => d.asambleas.length === 0}
      empty={<EmptyState title="No hay asambleas" description="Cuando la administración convoque una asamblea, la verás aquí." />}
    >
      {(data) => (
        <ul className="space-y-4" aria-label="Asambleas">
          {[...data.asambleas]
            .sort((a, b) => Number(faseDeAsamblea(b.estado).enSesion) - Number(faseDeAsamblea(a.estado).enSesion))
            .map((a) => (
              <li key={a.id}>{children(a)}</li>
            ))}
        </ul>
      )}
    </QueryView>
  );
}
