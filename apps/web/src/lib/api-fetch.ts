// The API's plain HTTP routes (file uploads as multipart, binary downloads) outside tRPC, with the
// session's bearer token; their errors carry the same Spanish `message` as every other answer.
import { saveBlob } from './download.ts';
import { HttpError } from './http-error.ts';
import { readToken } from './session-storage.ts';

export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = readToken();
  const res = await fetch(`/api${path}`, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
  });
  if (res.ok) return res;
  const body = (await res.json().catch(() => null)) as { message?: string; errors?: string[] } | null;
  throw new HttpError(res.status, body?.message || 'No fue posible completar la solicitud', body?.errors);
}

/** Downloads a file route (e.g. an attachment or a template) and saves it under `nombre`. */
export async function downloadFrom(path: string, nombre: string): Promise<void> {
  saveBlob(await (await apiFetch(path)).blob(), nombre);
}
