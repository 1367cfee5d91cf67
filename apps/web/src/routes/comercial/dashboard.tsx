import { createFileRoute } from '@tanstack/react-router';
import { PlatformPortal } from '../../components/portals/platform-portals.tsx';
import { RequireSuperUser } from '../../components/portals/guards.tsx';
import { sectionSearch } from '../../components/portals/section-search.ts';

export const Route = createFileRoute('/comercial/dashboard')({
  validateSearch: sectionSearch(['dashboard', 'ventas', 'clientes', 'reportes', 'metas', 'actividades']),
  component: function ComercialPage() {
    const { seccion = 'dashboard' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RequireSuperUser role="COMERCIAL">
        <PlatformPortal
          kind="comercial"
          section={seccion}
          onNavigate={(key) => void navigate({ search: { seccion: key === 'dashboard' ? undefined : key } })}
        />
      </RequireSuperUser>
    );
  },
});
