import { createFileRoute, Navigate } from '@tanstack/react-router';
import { PlatformPortal, platformSections } from '../../components/portals/platform-portals.tsx';
import { RequireSuperUser } from '../../components/portals/guards.tsx';

export const Route = createFileRoute('/super/$')({
  component: SuperPage,
});

function SuperPage() {
  const { _splat = '' } = Route.useParams();
  const navigate = Route.useNavigate();
  const section = _splat.split('/')[0] ?? '';
  if (!platformSections('super').includes(section)) return <Navigate to="/super/$" params={{ _splat: 'dashboard' }} replace />;
  return (
    <RequireSuperUser>
      <PlatformPortal
        kind="super"
        section={section}
        onNavigate={(key) => void navigate({ to: '/super/$', params: { _splat: key } })}
      />
    </RequireSuperUser>
  );
}
