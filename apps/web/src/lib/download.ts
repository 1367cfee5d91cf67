// Saving a file the API sent: a blob from a file route, or base64 inside JSON (PDFs, spreadsheets).
export interface Archivo {
  nombre: string;
  tipo: string;
  base64: string;
}

/** Saves `blob` as `nombre` through a temporary link. */
export function saveBlob(blob: Blob, nombre: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: nombre });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadArchivo(archivo: Archivo): void {
  saveBlob(new Blob([Uint8Array.from(atob(archivo.base64), (c) => c.charCodeAt(0))], { type: archivo.tipo }), archivo.nombre);
}
