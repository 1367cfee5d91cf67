import { useCallback, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { GeneralAdminPortal, type GeneralAdminSection } from '../components/portals/general-admin-portal.tsx';
import { RequireGeneralAdmin } from '../components/portals/guards.tsx';

const SECTIONS: readonly string[] = [
  'dashboard',
  'propiedades',
  'usuarios',
  'reportes',
  'sistema',
] satisfies GeneralAdminSection[];

interface DashboardSearch {
  seccion?: GeneralAdminSection;
  /** true opens the 'Nueva Propiedad' modal (the 'Sin Acceso Asignado' screen links here). */
  nueva?: boolean;
}

export const Route = createFileRoute('/dashboard')({
  validateSearch: (search: Record<string, unknown>): DashboardSearch => ({
    seccion:
      typeof search.seccion === 'string' && SECTIONS.includes(search.seccion)
        ? (search.seccion as GeneralAdminSection)
        : undefined,
    nueva: search.nueva === true || search.nueva === 'true' ? true : undefined,
  }),
  component: DashboardPage,
});

function DashboardPage() {
  const { seccion = 'dashboard', nueva = false } = Route.useSearch();
  const navigate = Route.useNavigate();
  // The portal drops `nueva` from the URL once the modal opens; a no-role user who chose to create
  // a property keeps the way in until they leave the page.
  const [creatingFirstProperty, setCreatingFirstProperty] = useState(nueva);
  if (nueva && !creatingFirstProperty) setCreatingFirstProperty(true);
  const onNavigate = useCallback(
    (section: GeneralAdminSection, options?: { nueva?: boolean }) =>
      void navigate({
        search: { seccion: section === 'dashboard' ? undefined : section, nueva: options?.nueva || undefined },
        replace: !options?.nueva && section === seccion,
      }),
    [navigate, seccion],
  );
  return (
    <RequireGeneralAdmin creatingFirstProperty={creatingFirstProperty}>
      <GeneralAdminPortal section={seccion} createRequested={nueva} onNavigate={onNavigate} />
    </RequireGeneralAdmin>
  );
}
