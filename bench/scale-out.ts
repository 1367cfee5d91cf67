// Scale-out: two API processes on one PostgreSQL database, each on its own loopback port.
// Sessions, logout and the login rate limit are shared through the database; the same API check
// suite passes against either process.   pnpm bench:scale-out   (PG_PORT / PG_DIR choose the instance)
import { runApiChecks } from './lib/api-checks.ts';
import { startCluster } from './lib/cluster.ts';
import { api, login, nextClientAddress, waitUntil } from './lib/http.ts';
import { verdict } from './lib/report.ts';

/** Milliseconds until `ok()` holds, asking every 2 ms (Infinity after 2 s). */
const until = (what: string, ok: () => Promise<boolean>) => waitUntil(what, ok, 2_000, 2).catch(() => Infinity);
const untilRefused = (url: string, token: string) =>
  until('sesión rechazada', async () => (await api(url, 'GET', '/api/auth/verify', { token })).status === 401);

const v = verdict();
const started = Date.now();
const cluster = await startCluster({ prefix: 'hz_scale', env: { LOG_REQUESTS: 'true' } });
const [a, b] = cluster.nodes as [(typeof cluster.nodes)[0], (typeof cluster.nodes)[0]];
console.log(
  `Procesos: A ${a.url} (migra y carga demo) · B ${b.url} (SEED_DEMO=false) · ${((Date.now() - started) / 1000).toFixed(1)} s en arrancar\n`,
);
const xff = () => ({ 'x-forwarded-for': nextClientAddress() });
const tokens: string[] = [];

try {
  console.log('— Sesiones compartidas');
  const token = await login(a.url, 'admin.altos@horizonte.co', { headers: xff() });
  tokens.push(token);
  const onB = await api(b.url, 'GET', '/api/auth/verify', { token });
  v.check(
    'sesión creada en A es válida en B',
    onB.status === 200 && onB.json?.user?.email === 'admin.altos@horizonte.co',
    `B → ${onB.status}`,
  );
  const logout = await api(b.url, 'POST', '/api/auth/logout', { token });
  const onA = await api(a.url, 'GET', '/api/auth/verify', { token });
  v.check(
    'logout en B invalida la sesión en A',
    logout.status === 200 && onA.status === 401,
    `logout B → ${logout.status}, verify A → ${onA.status}`,
  );
  const token2 = await login(b.url, 'superadmin@horizonte.co', { headers: xff() });
  tokens.push(token2);
  const viaA = await api(a.url, 'GET', '/api/ph?pageSize=50', { token: token2 });
  v.check('sesión creada en B es válida en A', viaA.status === 200, `A → ${viaA.status}`);

  console.log('\n— Cada proceso guarda en memoria las sesiones que revisa: lo que cambia en B llega a A (≤ 100 ms)');
  const delays: number[] = [];
  for (let round = 0; round < 20; round++) {
    const held = await login(a.url, 'admin.altos@horizonte.co', { headers: xff() });
    for (let i = 0; i < 3; i++) await api(a.url, 'GET', '/api/auth/verify', { token: held });
    const closed = await api(b.url, 'POST', '/api/auth/logout', { token: held });
    delays.push(closed.status === 200 ? await untilRefused(a.url, held) : Infinity);
  }
  delays.sort((x, y) => x - y);
  console.log(
    `  logout en B → A responde 401 en: mediana ${delays[10]!} ms, máximo ${delays[19]!} ms (20 sesiones que A ya tenía en memoria)`,
  );
  v.check(
    'sesión que A tiene en memoria, cerrada en B → A la rechaza en ≤ 100 ms',
    delays[19]! <= 100,
    `máximo ${delays[19]!} ms`,
  );
  const mine = await login(a.url, 'admin.altos@horizonte.co', { headers: xff() });
  const other = await login(a.url, 'admin.altos@horizonte.co', { headers: xff() });
  for (const t of [mine, other]) await api(a.url, 'GET', '/api/auth/verify', { token: t });
  const closeOthers = await api(b.url, 'POST', '/api/auth/sessions/cerrar-otras', { token: mine });
  const othersGone = closeOthers.status === 200 ? await untilRefused(a.url, other) : Infinity;
  const mineKept = await api(a.url, 'GET', '/api/auth/verify', { token: mine });
  v.check(
    '«cerrar las demás» en B → A rechaza la otra sesión en ≤ 100 ms y mantiene la actual',
    othersGone <= 100 && mineKept.status === 200,
    `${othersGone} ms; la actual → ${mineKept.status}`,
  );
  const original = (await api(a.url, 'GET', '/api/auth/verify', { token: mine })).json?.user?.nombre as string;
  const nombre = `${original} (prueba)`;
  const profile = await api(b.url, 'PUT', '/api/auth/profile', { token: mine, body: { nombre, telefono: '' } });
  const renamed =
    profile.status === 200
      ? await until('nombre nuevo en A', () =>
          api(a.url, 'GET', '/api/auth/verify', { token: mine }).then((r) => r.json?.user?.nombre === nombre),
        )
      : Infinity;
  v.check('nombre cambiado en B → A lo muestra en ≤ 100 ms', renamed <= 100, `${profile.status}; ${renamed} ms`);
  await api(b.url, 'PUT', '/api/auth/profile', { token: mine, body: { nombre: original, telefono: '' } });
  tokens.push(mine);

  console.log('\n— Límite de intentos de login entre los dos procesos (5 fallos por cuenta y dirección)');
  const email = 'comercial@horizonte.co';
  const attacker = { 'x-forwarded-for': '198.51.100.23' };
  const statuses: string[] = [];
  for (let i = 0; i < 5; i++) {
    const node = i % 2 === 0 ? a : b;
    const r = await api(node.url, 'POST', '/api/auth/login', {
      body: { email, password: `Errada-${i}-2026` },
      headers: attacker,
    });
    statuses.push(`${node.name}:${r.status}`);
  }
  const sixth = await api(b.url, 'POST', '/api/auth/login', { body: { email, password: 'Errada-6-2026' }, headers: attacker });
  const right = await api(a.url, 'POST', '/api/auth/login', { body: { email, password: 'Horizonte2026' }, headers: attacker });
  const owner = await api(a.url, 'POST', '/api/auth/login', { body: { email, password: 'Horizonte2026' }, headers: xff() });
  console.log(
    `  intentos: ${statuses.join(' ')} → 6.º en B: ${sixth.status} (Retry-After ${sixth.headers.get('retry-after')}) · clave correcta en A desde esa dirección: ${right.status}, desde otra: ${owner.status}`,
  );
  v.check(
    '5 fallos repartidos en A y B → 401 cada uno',
    statuses.every((s) => s.endsWith(':401')),
    statuses.join(' '),
  );
  v.check(
    'el 6.º intento (en B) → 429 en español con Retry-After',
    sixth.status === 429 && Boolean(sixth.headers.get('retry-after')) && /intentos|demasiad/i.test(sixth.json?.message ?? ''),
    `${sixth.status} ${sixth.json?.message}`,
  );
  v.check('bloqueado también en A para esa dirección (aun con la clave correcta)', right.status === 429, `${right.status}`);
  v.check('la dueña, desde otra dirección, entra (sin bloqueo dirigido)', owner.status === 200, `${owner.status}`);

  console.log('\n— Límite por IP (20 fallos desde una IP, correos distintos, repartidos en A y B)');
  const ip = { 'x-forwarded-for': '203.0.113.77' };
  let failures = 0;
  for (let i = 0; i < 20; i++) {
    const node = i % 2 === 0 ? a : b;
    const r = await api(node.url, 'POST', '/api/auth/login', {
      body: { email: `nadie${i}@example.com`, password: 'Errada-2026' },
      headers: ip,
    });
    if (r.status === 401) failures += 1;
  }
  const ipBlocked = await api(a.url, 'POST', '/api/auth/login', {
    body: { email: 'soporte@horizonte.co', password: 'Horizonte2026' },
    headers: ip,
  });
  v.check(
    '20 fallos por IP en A+B → el 21.º → 429',
    failures === 20 && ipBlocked.status === 429,
    `${failures}×401, luego ${ipBlocked.status}`,
  );

  for (const node of [a, b]) {
    console.log(`\n— Suite de API contra ${node.name} (${node.url})`);
    const results = await runApiChecks(node.url, node.name);
    for (const r of results) v.check(`[${node.name}] ${r.name}`, r.ok, r.detail);
  }

  const logs = a.output() + b.output();
  v.check(
    'ningún token de sesión aparece en los registros de A ni de B',
    tokens.every((t) => !logs.includes(t)),
    `${logs.length} bytes de registro revisados`,
  );
} catch (error) {
  v.check('la prueba terminó sin excepción', false, error instanceof Error ? error.message : String(error));
} finally {
  await cluster.stop();
  await cluster.database.drop();
}
console.log(`\nDuración total: ${((Date.now() - started) / 1000).toFixed(1)} s`);
v.finish('scale-out');
process.exit(process.exitCode ?? 0);
