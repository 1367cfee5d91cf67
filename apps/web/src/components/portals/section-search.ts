// The 'seccion' search parameter of the single-route portals, validated against their menu keys.
export function sectionSearch(keys: readonly string[]) {
  return (search: Record<string, unknown>): { seccion?: string } => ({
    seccion:
      typeof search.seccion === 'string' && keys.includes(search.seccion) && search.seccion !== 'dashboard'
        ? search.seccion
        : undefined,
  });
}
