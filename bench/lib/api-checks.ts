// A small HTTP-level API suite, run against any one process of a cluster: the same checks must
// pass on each. Every check names the request and what it expected.
import { api, login, nextClientAddress } from './http.ts';
import { isSpanish } from './leaks.ts';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

type Check = [name: string, run: () => Promise<string | true>];

export async function runApiChecks(base: string, tag: string): Promise<CheckResult[]> {
  const xff = () => ({ 'x-forwarded-for': nextClientAddress() });
  let adminToken = '';
  let altosId = '';
  let preregistroEmail = '';
  let apartamentoId = '';

  const checks: Check[] = [
    [
      'GET /api/health → 200 ok',
      async () => {
        const r = await api(base, 'GET', '/api/health');
        return (r.status === 200 && r.json?.status === 'ok' && r.json?.database === 'ok') || `${r.status} ${r.text}`;
      },
    ],
    [
      'GET /api/openapi.json lista las operaciones',
      async () => {
        const r = await api(base, 'GET', '/api/openapi.json');
        return (r.status === 200 && Object.keys(r.json?.paths ?? {}).length >= 20) || `${r.status}`;
      },
    ],
    [
      'POST /api/auth/login con clave errada → 401 en español',
      async () => {
        const r = await api(base, 'POST', '/api/auth/login', {
          body: { email: 'superadmin@horizonte.co', password: 'No-Es-La-Clave-1' },
          headers: xff(),
        });
        return (r.status === 401 && r.json?.success === false && isSpanish(r.json?.message)) || `${r.status} ${r.text}`;
      },
    ],
    [
      'POST /api/auth/login admin.altos → token',
      async () => {
        adminToken = await login(base, 'admin.altos@horizonte.co', { headers: xff() });
        return adminToken.length >= 24 || 'token corto';
      },
    ],
    [
      'GET /api/auth/verify con el token → el usuario',
      async () => {
        const r = await api(base, 'GET', '/api/auth/verify', { token: adminToken });
        return (r.status === 200 && r.json?.user?.email === 'admin.altos@horizonte.co') || `${r.status} ${r.text}`;
      },
    ],
    [
      'GET /api/auth/verify sin token → 401',
      async () => {
        const r = await api(base, 'GET', '/api/auth/verify');
        return (r.status === 401 && isSpanish(r.json?.message)) || `${r.status} ${r.text}`;
      },
    ],
    [
      'GET /api/ph como admin.altos → solo altos',
      async () => {
        const r = await api(base, 'GET', '/api/ph', { token: adminToken });
        const identificadores = (r.json?.properties ?? []).map((p: { identificador: string }) => p.identificador);
        altosId = r.json?.properties?.find((p: { identificador: string }) => p.identificador === 'altos')?.id ?? '';
        return (r.status === 200 && identificadores.join() === 'altos') || `${r.status} ${identificadores.join()}`;
      },
    ],
    [
      'GET /api/ph/{prados} como admin.altos → 403',
      async () => {
        const super_ = await login(base, 'superadmin@horizonte.co', { headers: xff() });
        const all = await api(base, 'GET', '/api/ph?pageSize=50', { token: super_ });
        const prados = all.json?.properties?.find((p: { identificador: string }) => p.identificador === 'prados');
        if (!prados) return `superadmin no ve prados: ${all.status}`;
        const r = await api(base, 'GET', `/api/ph/${prados.id}`, { token: adminToken });
        return r.status === 403 || `${r.status} ${r.text}`;
      },
    ],
    [
      'POST /api/ph/altos/preregistro (público) → 2xx',
      async () => {
        preregistroEmail = `check.${tag.toLowerCase()}.${Date.now()}@example.com`;
        const r = await api(base, 'POST', '/api/ph/altos/preregistro', {
          body: {
            nombre: 'Prueba de Suite',
            tipoDocumento: 'CC',
            numeroDocumento: String(Date.now() % 1e9),
            email: preregistroEmail,
            rolDeseado: 'residente',
          },
          headers: xff(),
        });
        return (r.status < 300 && r.json?.preregistro?.email === preregistroEmail) || `${r.status} ${r.text}`;
      },
    ],
    [
      'GET /api/ph/{id}/preregistros como admin → incluye el nuevo',
      async () => {
        const r = await api(base, 'GET', `/api/ph/${altosId}/preregistros?status=pendiente&pageSize=100`, { token: adminToken });
        const emails = (r.json?.preregistros ?? []).map((p: { email: string }) => p.email);
        return (r.status === 200 && emails.includes(preregistroEmail)) || `${r.status} ${r.text.slice(0, 200)}`;
      },
    ],
    [
      'POST /api/ph/{id}/apartamentos como admin → 2xx',
      async () => {
        const r = await api(base, 'POST', `/api/ph/${altosId}/apartamentos`, {
          token: adminToken,
          body: { torre: `S${tag}`, numero: String(Date.now() % 1e6), piso: 1, tipo: 'apartamento', areaM2: 60, coeficiente: 0 },
        });
        apartamentoId = r.json?.apartamento?.id ?? '';
        return (r.status < 300 && Boolean(apartamentoId)) || `${r.status} ${r.text}`;
      },
    ],
    [
      'GET /api/ph/{id}/apartamentos → incluye la unidad',
      async () => {
        const r = await api(base, 'GET', `/api/ph/${altosId}/apartamentos`, { token: adminToken });
        return (r.status === 200 && r.json?.apartamentos?.some((a: { id: string }) => a.id === apartamentoId)) || `${r.status}`;
      },
    ],
    [
      'POST /api/ph/{id}/apartamentos como residente → 403',
      async () => {
        const residente = await login(base, 'residente@horizonte.co', { identificador: 'altos', headers: xff() });
        const r = await api(base, 'POST', `/api/ph/${altosId}/apartamentos`, {
          token: residente,
          body: { torre: 'X', numero: 'X1', piso: 1, tipo: 'apartamento', areaM2: 60, coeficiente: 0 },
        });
        return (r.status === 403 && isSpanish(r.json?.message)) || `${r.status} ${r.text}`;
      },
    ],
    [
      'POST /api/auth/login con cuerpo inválido → 4xx con errores en español',
      async () => {
        const r = await api(base, 'POST', '/api/auth/login', { body: { email: 42 }, headers: xff() });
        return (r.status >= 400 && r.status < 500 && Array.isArray(r.json?.errors)) || `${r.status} ${r.text}`;
      },
    ],
    [
      'POST /api/auth/logout → la sesión deja de valer',
      async () => {
        const token = await login(base, 'propietario@horizonte.co', { identificador: 'altos', headers: xff() });
        const out = await api(base, 'POST', '/api/auth/logout', { token });
        const after = await api(base, 'GET', '/api/auth/verify', { token });
        return (out.status === 200 && after.status === 401) || `${out.status} → ${after.status}`;
      },
    ],
  ];

  const results: CheckResult[] = [];
  for (const [name, run] of checks) {
    try {
      const outcome = await run();
      results.push({ name, ok: outcome === true, detail: outcome === true ? '' : outcome });
    } catch (error) {
      results.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}
