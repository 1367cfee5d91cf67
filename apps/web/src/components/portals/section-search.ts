// The 'seccion' search parameter of the portals on a fixed path (/dashboard, /comercial/dashboard…).
// Which keys exist is the portal's registry's business: its guard sends an unknown one to the dashboard.
export function sectionSearch(search: Record<string, unknown>): { seccion?: string } {
  return { seccion: typeof search.seccion === 'string' && search.seccion !== 'dashboard' ? search.seccion : undefined };
}
