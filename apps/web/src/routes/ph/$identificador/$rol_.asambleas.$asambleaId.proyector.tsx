// The projector view of an asamblea, /ph/{identificador}/{rol}/asambleas/{id}/proyector: guarded like the
// portal's Asambleas section, but outside the portal's layout so the room's screen shows no menu.
import { createFileRoute, redirect } from '@tanstack/react-router';

import { Proyector } from '../../../components/asambleas/proyector.tsx';
import { LoadingPage } from '../../../components/loading-page.tsx';
import { PortalRefusalScreen } from '../../../components/portals/portal-refusal-screen.tsx';

export const Route = createFileRoute('/ph/$identificador/$rol_/asambleas/$asambleaId/proyector')({
  beforeLoad: async (options) => {
    const portal = await (await import('../../../components/portals/complex/guard.ts')).guardComplexPortal(options);
    // The room's screen is the administration's (the consejo may watch it); owners and residents have their own view.
    if (portal.portal.kind !== 'admin-type')
      throw redirect({
        to: '/ph/$identificador/$rol/asambleas',
        params: { identificador: portal.identificador, rol: portal.rol },
        replace: true,
      });
    return portal;
  },
  pendingComponent: LoadingPage,
  errorComponent: PortalRefusalScreen,
  component: ProyectorPage,
});

function ProyectorPage() {
  const { identificador, rol, asambleaId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <Proyector
      asambleaId={asambleaId}
      onExit={() => void navigate({ to: '/ph/$identificador/$rol/asambleas', params: { identificador, rol } })}
    />
  );
}
