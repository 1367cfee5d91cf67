// Evidence of an orden, or photos and documents of an activo (photos or PDF): the multipart plain routes,
// their limits checked before sending.
import { ADJUNTO_MANTENIMIENTO_MAX_BYTES, ADJUNTOS_MANTENIMIENTO_POR_SUBIDA, ORDENES_MSG } from '@horizonte/contracts';

import { apiFetch } from '../../lib/api-fetch.ts';

/** The message why these files cannot go, or null. */
export function problemaDeArchivos(files: File[]): string | null {
  if (files.length > ADJUNTOS_MANTENIMIENTO_POR_SUBIDA) return ORDENES_MSG.adjuntosDemasiados(ADJUNTOS_MANTENIMIENTO_POR_SUBIDA);
  const grande = files.find((f) => f.size > ADJUNTO_MANTENIMIENTO_MAX_BYTES);
  return grande ? ORDENES_MSG.adjuntoGrande(grande.name) : null;
}

/** Uploads the files to an orden (`/ordenes/{id}/adjuntos`) or an activo (`/activos/{id}/adjuntos`). */
export async function subirAdjuntos(de: 'ordenes' | 'activos', id: string, files: File[]): Promise<void> {
  const body = new FormData();
  for (const f of files) body.append('archivos', f);
  await apiFetch(`/${de}/${id}/adjuntos`, { method: 'POST', body });
}

export const TIPOS_EVIDENCIA = 'image/jpeg,image/png,image/webp,application/pdf';
