// Asambleas for residents (issue 18): with the `asambleas` permiso they read the convocatorias and the
// published actas. A resident votes only as the apoderado of an owner who granted them a poder: then the
// represented unit gets its attendance and vote cards here (the API lists that asamblea to them even
// without the permiso). The permiso lives on the resident's record, which the web does not hold: the
// API's 403 is the answer, and it is told as what it is, not as an error.
import { useQuery } from '@tanstack/react-query';

import { faseDeAsamblea, PERMISO_LABELS } from '@horizonte/contracts';

import { errorStatus } from '../../lib/api-errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { SectionHeader } from '../ui/section-header.tsx';
import { EmptyState } from '../ui/states.tsx';
import { AsambleaLectura } from './asamblea-lectura.tsx';
import { ListaAsambleas } from './lista-asambleas.tsx';
import { enSesion, MisUnidades } from './mis-asambleas.tsx';
import { EN_VIVO_MS } from './shared.tsx';

export function AsambleasResidente() {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const list = useQuery({
    ...trpc.asambleas.list.queryOptions({ id: ph.id, pageSize: 20 }),
    retry: (n, error) => errorStatus(error) !== 403 && n < 2,
    refetchInterval: (q) => (q.state.data?.asambleas.some(enSesion) ? EN_VIVO_MS : false),
  });
  const sinPermiso = errorStatus(list.error) === 403;
  return (
    <>
      <SectionHeader
        title="Asambleas"
        description="Convocatorias y actas de las asambleas de copropietarios. Votan los propietarios y sus apoderados."
      />
      {sinPermiso ? (
        <EmptyState
          title="Tu unidad no tiene habilitado el módulo de asambleas"
          description={`Pide al propietario de tu unidad o a la administración que te otorgue el permiso «${PERMISO_LABELS.asambleas}».`}
        />
      ) : (
        <ListaAsambleas query={list}>
          {(a) => (
            <AsambleaLectura asamblea={a}>
              {faseDeAsamblea(a.estado).enSesion ? <MisUnidades asamblea={a} soloApoderado /> : null}
            </AsambleaLectura>
          )}
        </ListaAsambleas>
      )}
    </>
  );
}
