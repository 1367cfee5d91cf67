// Files the API answers as base64 inside JSON (PDFs, spreadsheets): saved through a temporary link.
export interface Archivo {
  nombre: string;
  tipo: string;
  base64: string;
}

export function downloadArchivo(archivo: Archivo): void {
  const bytes = Uint8Array.from(atob(archivo.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: archivo.tipo }));
  const link = document.createElement('a');
  link.href = url;
  link.download = archivo.nombre;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
