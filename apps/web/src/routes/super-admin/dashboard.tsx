import { createFileRoute } from '@tanstack/react-router';
import { PlatformPortal } from '../../components/portals/platform-portals.tsx';
import { RequireSuperUser } from '../../components/portals/guards.tsx';
import { sectionSearch } from '../../components/portals/section-search.ts';

export const Route = createFileRoute('/super-admin/dashboard')({
  validateSearch: sectionSearch(['dashboard', 'usuarios', 'propiedades', 'configuracion', 'seguridad', 'infraestructura']),
  component: function SuperAdminPage() {
    const { seccion = 'dashboard' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RequireSuperUser role="SUPER_ADMIN">
        <PlatformPortal
          kind="super-admin"
          section={seccion}
          onNavigate={(key) => void navigate({ search: { seccion: key === 'dashboard' ? undefined : key } })}
        />
      </RequireSuperUser>
    );
  },
});
