import { createFileRoute } from '@tanstack/react-router';
import { PlatformPortal } from '../../components/portals/platform-portals.tsx';
import { RequireSuperUser } from '../../components/portals/guards.tsx';
import { sectionSearch } from '../../components/portals/section-search.ts';

export const Route = createFileRoute('/soporte/dashboard')({
  validateSearch: sectionSearch(['dashboard', 'tickets', 'usuarios', 'herramientas', 'reportes', 'sistema']),
  component: function SoportePage() {
    const { seccion = 'dashboard' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RequireSuperUser role="SOPORTE">
        <PlatformPortal
          kind="soporte"
          section={seccion}
          onNavigate={(key) => void navigate({ search: { seccion: key === 'dashboard' ? undefined : key } })}
        />
      </RequireSuperUser>
    );
  },
});
