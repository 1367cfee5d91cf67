import { api, login, nextClientAddress } from './http.ts';

/** The admin's session and the id of the demo complex `altos`, where the load writes. */
export async function adminOfAltos(base: string): Promise<{ token: string; phId: string }> {
  const token = await login(base, 'admin.altos@horizonte.co', { headers: { 'x-forwarded-for': nextClientAddress() } });
  const list = await api(base, 'GET', '/api/ph', { token });
  const phId = list.json?.properties?.find((p: { identificador: string }) => p.identificador === 'altos')?.id;
  if (!phId) throw new Error(`altos no aparece en GET /api/ph: ${list.status}`);
  return { token, phId };
}
