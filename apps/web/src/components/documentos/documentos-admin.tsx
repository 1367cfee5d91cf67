// The administration's document library (issue 16): upload, categories, visibility and versions.
// Shown as the Documentos tab of Administrativo.
export function DocumentosAdmin() {
  return null;
}
