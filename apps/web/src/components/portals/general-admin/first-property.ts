// A signed-in user with no role yet may open /dashboard only to create their first property: the
// 'Sin Acceso Asignado' screen links to /dashboard?seccion=propiedades&nueva=true. The modal then drops
// `nueva` from the URL, so the way in is remembered until the user leaves /dashboard.
let creatingFirstProperty = false;

export function noteFirstPropertyRequest(nueva: boolean | undefined): boolean {
  if (nueva) creatingFirstProperty = true;
  return creatingFirstProperty;
}

export function endFirstPropertyRequest(): void {
  creatingFirstProperty = false;
}
