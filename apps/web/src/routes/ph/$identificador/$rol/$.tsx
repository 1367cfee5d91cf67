import { createFileRoute, redirect } from '@tanstack/react-router';
import { isRol } from '@horizonte/contracts';
import { RequireSession } from '../../../../components/require-session.tsx';
import { ComplexPortal } from '../../../../components/portals/complex-portal.tsx';

// /ph/{identificador}/{rol}/{seccion}: the role comes from the path; an unknown role goes back to the complex.
export const Route = createFileRoute('/ph/$identificador/$rol/$')({
  beforeLoad: ({ params }) => {
    if (!isRol(params.rol))
      throw redirect({ to: '/ph/$identificador', params: { identificador: params.identificador }, replace: true });
  },
  component: ComplexPortalPage,
});

function ComplexPortalPage() {
  const { identificador, rol, _splat = '' } = Route.useParams();
  const navigate = Route.useNavigate();
  if (!isRol(rol)) return null;
  const section = _splat.split('/')[0] || 'dashboard';
  return (
    <RequireSession>
      <ComplexPortal
        identificador={identificador.toLowerCase()}
        rol={rol}
        section={section}
        onNavigate={(key) => void navigate({ to: '/ph/$identificador/$rol/$', params: { identificador, rol, _splat: key } })}
      />
    </RequireSession>
  );
}
