// The general administration portal's navigation between its sections (a search parameter of /dashboard),
// apart from the sections so the portal's frame does not download them (issue 27).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Goes to a section of /dashboard; `nueva` opens the 'Nueva Propiedad' modal there. */
export function useGeneralAdminNavigate() {
  const navigate = useNavigate();
  const { seccion = 'dashboard' } = useSearch({ from: '/dashboard' });
  return useCallback(
    (section: string, options?: { nueva?: boolean }) =>
      void navigate({
        to: '/dashboard',
        search: { seccion: section === 'dashboard' ? undefined : section, nueva: options?.nueva || undefined },
        replace: !options?.nueva && section === seccion,
      }),
    [navigate, seccion],
  );
}
