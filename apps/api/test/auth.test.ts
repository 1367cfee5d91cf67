// Accounts and sessions (issue 3) on the real app, a real database and real SMTP on loopback,
// through both facades: REST under /api and tRPC under /trpc.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { MSG } from '@horizonte/contracts';

import { hashPassword } from '../src/lib/password.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { linkIn, startTestApp, TEST_APP_URL, type JsonResponse, type TestApp } from './support/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.db, new Date());
});
afterAll(async () => {
  await t?.close();
});
// Every test starts with fresh rate-limit counters (the file shares one app and one IP).
beforeEach(async () => {
  await t.db.rateLimitBucket.deleteMany();
});

// ---- helpers ---------------------------------------------------------------------------------

let counter = 0;
function newPerson(
  overrides: Partial<Record<'nombre' | 'tipo_documento' | 'numero_documento' | 'email' | 'password', string>> = {},
) {
  counter += 1;
  const n = `${process.pid}${counter}`;
  return {
    nombre: `Persona ${n}`,
    tipo_documento: 'CC',
    numero_documento: `77${n}`,
    email: `persona${n}@example.com`,
    password: 'secreta123',
    ...overrides,
  };
}

/** The token of the next link mailed to `email` under `${TEST_APP_URL}${path}?token=`. */
async function mailedToken(email: string, path: '/verify-email' | '/reset-password'): Promise<string> {
  const mail = await t.smtp.waitFor(email, { subject: path === '/verify-email' ? /Verifica/ : /Restablece/ });
  return new URL(linkIn(mail, `${TEST_APP_URL}${path}?token=`)).searchParams.get('token')!;
}

/** A verified account with no roles, straight in the database (no mail, no rate limit). */
async function createVerifiedUser(overrides: Parameters<typeof newPerson>[0] = {}) {
  const person = newPerson(overrides);
  const user = await t.db.user.create({
    data: {
      nombre: person.nombre,
      email: person.email,
      tipoDocumento: 'CC',
      numeroDocumento: person.numero_documento,
      passwordHash: await hashPassword(person.password),
      emailVerifiedAt: new Date(),
    },
  });
  return { ...person, id: user.id };
}

function login(body: Record<string, unknown>, headers?: Record<string, string>): Promise<JsonResponse> {
  return t.rest('POST', '/api/auth/login', { body, headers });
}

async function loginToken(email: string, password: string): Promise<string> {
  const res = await login({ email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token as string;
}

/** The tRPC error as the web client reads it. */
function trpcError(res: JsonResponse) {
  return res.body.error as { message: string; data: { httpStatus: number; errors?: string[]; fields?: Record<string, unknown> } };
}

// ---- the whole journey, on each facade -----------------------------------------------------------

describe('register → verify email → login → session → logout', () => {
  it('works over REST', async () => {
    const person = newPerson({ email: '  Ana.Perez@Example.COM ' });
    const registered = await t.rest('POST', '/api/auth/register', { body: person });
    expect(registered.status).toBe(200);
    expect(registered.body).toEqual({ success: true, message: MSG.registerSuccess });

    const token = await mailedToken('ana.perez@example.com', '/verify-email');
    const stored = await t.db.user.findUniqueOrThrow({ where: { email: 'ana.perez@example.com' } });
    expect(stored.emailVerifiedAt).toBeNull();

    const early = await login({ email: 'ana.perez@example.com', password: person.password });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({
      success: false,
      message: MSG.verifyEmailFirst,
      error: MSG.verifyEmailFirst,
      requiresEmailVerification: true,
    });

    const verified = await t.rest('POST', '/api/auth/verify-email', { body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, message: MSG.verificationSuccess });

    const loggedIn = await login({ email: 'ANA.PEREZ@example.com ', password: person.password });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body).toMatchObject({
      success: true,
      message: MSG.loginSuccess,
      accessType: 'admin',
      superUserRole: null,
      hasMultipleRoles: false,
      isSuperUser: false,
      roles: [],
      data: { user: { email: 'ana.perez@example.com', nombre: person.nombre, emailVerified: true, role: 'Usuario' } },
    });
    const session = loggedIn.body.data.token as string;

    const me = await t.rest('GET', '/api/auth/verify', { token: session });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ success: true, user: loggedIn.body.data.user });

    const profile = await t.rest('GET', '/api/auth/profile', { token: session });
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({
      email: 'ana.perez@example.com',
      tipo_documento: 'CC',
      numero_documento: person.numero_documento,
    });
    expect(new Date(profile.body.user.createdAt).toISOString()).toBe(profile.body.user.createdAt);
    expect(profile.body.roles).toEqual([]);

    const roles = await t.rest('GET', '/api/auth/user-roles', { token: session });
    expect(roles.body).toEqual({ success: true, roles: [] });

    const out = await t.rest('POST', '/api/auth/logout', { token: session });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: MSG.logoutSuccess });

    const after = await t.rest('GET', '/api/auth/verify', { token: session });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false, message: MSG.unauthenticated, error: MSG.unauthenticated });
  });

  it('works over tRPC', async () => {
    const person = newPerson();
    const registered = await t.trpc('mutation', 'auth.register', person);
    expect(registered.status).toBe(200);
    expect(registered.body.result.data).toEqual({ success: true, message: MSG.registerSuccess });

    const token = await mailedToken(person.email, '/verify-email');
    const early = await t.trpc('mutation', 'auth.login', { email: person.email, password: person.password });
    expect(early.status).toBe(403);
    expect(trpcError(early).message).toBe(MSG.verifyEmailFirst);
    expect(trpcError(early).data.fields).toEqual({ requiresEmailVerification: true });

    const verified = await t.trpc('mutation', 'auth.verifyEmail', { token });
    expect(verified.body.result.data).toEqual({ success: true, message: MSG.verificationSuccess });

    const loggedIn = await t.trpc('mutation', 'auth.login', { email: person.email, password: person.password });
    expect(loggedIn.status).toBe(200);
    const session = loggedIn.body.result.data.data.token as string;

    const me = await t.trpc('query', 'auth.verify', undefined, session);
    expect(me.body.result.data.user.email).toBe(person.email);
    const profile = await t.trpc('query', 'auth.profile', undefined, session);
    expect(profile.body.result.data.user.numero_documento).toBe(person.numero_documento);
    const roles = await t.trpc('query', 'auth.userRoles', undefined, session);
    expect(roles.body.result.data).toEqual({ success: true, roles: [] });

    // A mutation without input, as tRPC's httpBatchLink sends it.
    const out = await t.app.request('/trpc/auth.logout?batch=1', {
      method: 'POST',
      headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect((await out.json())[0].result.data).toEqual({ success: true, message: MSG.logoutSuccess });

    const after = await t.trpc('query', 'auth.verify', undefined, session);
    expect(after.status).toBe(401);
    expect(trpcError(after).message).toBe(MSG.unauthenticated);
  });

  it('answers 401 without a token or with a made-up one', async () => {
    for (const token of [undefined, 'abcdefghijklmnopqrstuvwxyz234567']) {
      const res = await t.rest('GET', '/api/auth/profile', { token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(MSG.unauthenticated);
    }
  });
});

// ---- registration and email verification ---------------------------------------------------------

describe('registration', () => {
  it('answers 422 with one Spanish message per problem', async () => {
    const rest = await t.rest('POST', '/api/auth/register', { body: {} });
    expect(rest.status).toBe(422);
    const expected = [
      MSG.nombrePersonaRequired,
      MSG.tipoDocumentoRequired,
      MSG.numeroDocumentoRequired,
      MSG.emailRequired,
      MSG.passwordRequired,
    ];
    expect(rest.body).toMatchObject({ success: false, errors: expected });

    const trpc = await t.trpc('mutation', 'auth.register', { ...newPerson(), email: 'no-es-email', password: '123' });
    expect(trpc.status).toBe(422);
    expect(trpcError(trpc).data.errors).toEqual([MSG.emailInvalid, MSG.passwordMin]);
  });

  it('refuses a taken email (any case) and a taken document with 409', async () => {
    const first = newPerson();
    expect((await t.rest('POST', '/api/auth/register', { body: first })).status).toBe(200);

    const sameEmail = await t.rest('POST', '/api/auth/register', { body: newPerson({ email: first.email.toUpperCase() }) });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({ success: false, message: MSG.emailTaken, error: MSG.emailTaken });

    const sameDocument = await t.trpc('mutation', 'auth.register', newPerson({ numero_documento: first.numero_documento }));
    expect(sameDocument.status).toBe(409);
    expect(trpcError(sameDocument).message).toBe(MSG.documentTaken);
  });

  it('lets exactly one of two simultaneous registrations of the same email through', async () => {
    const email = newPerson().email;
    const answers = await Promise.all([
      t.rest('POST', '/api/auth/register', { body: newPerson({ email }) }),
      t.rest('POST', '/api/auth/register', { body: newPerson({ email }) }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(MSG.emailTaken);
    expect(await t.db.user.count({ where: { email } })).toBe(1);
  });

  it('says when a verification link is invalid, used or expired', async () => {
    const invalid = await t.rest('POST', '/api/auth/verify-email', { body: { token: 'no-existe' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ success: false, error: MSG.verificationTokenInvalid });

    const missing = await t.rest('POST', '/api/auth/verify-email', { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([MSG.verificationTokenMissing]);

    const person = newPerson();
    await t.rest('POST', '/api/auth/register', { body: person });
    const token = await mailedToken(person.email, '/verify-email');
    await t.db.oneTimeToken.update({ where: { tokenHash: hashToken(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await t.trpc('mutation', 'auth.verifyEmail', { token });
    expect(expired.status).toBe(400);
    expect(trpcError(expired).message).toBe(MSG.verificationTokenExpired);

    const resent = await t.rest('POST', '/api/auth/resend-verification', { body: { email: person.email } });
    expect(resent.body).toEqual({ success: true, message: MSG.verificationResent });
    const fresh = await mailedToken(person.email, '/verify-email');
    expect((await t.rest('POST', '/api/auth/verify-email', { body: { token: fresh } })).status).toBe(200);
    const used = await t.rest('POST', '/api/auth/verify-email', { body: { token: fresh } });
    expect(used.status).toBe(400);
    expect(used.body.error).toBe(MSG.verificationTokenUsed);
  });

  it('answers a resend request the same way whether or not the account exists, mailing only real unverified ones', async () => {
    const unknown = await t.rest('POST', '/api/auth/resend-verification', { body: { email: 'nadie@example.com' } });
    const verified = await t.rest('POST', '/api/auth/resend-verification', { body: { email: 'admin@horizonte.co' } });
    expect(unknown.body).toEqual({ success: true, message: MSG.verificationResent });
    expect(verified.body).toEqual(unknown.body);
    await new Promise((r) => setTimeout(r, 300));
    // Only the verification mail: the demo's administrators also get the daily maintenance digest.
    const verificacion = (m: { to: string; subject: string }) =>
      (m.to === 'nadie@example.com' || m.to === 'admin@horizonte.co') && /Verifica/.test(m.subject);
    expect(t.smtp.messages.filter(verificacion)).toEqual([]);
  });
});

// ---- login rules -----------------------------------------------------------------------------------

describe('login', () => {
  it('answers 401 with the same text for an unknown email and a wrong password, on both facades', async () => {
    const unknown = await login({ email: 'nadie@example.com', password: 'loquesea' });
    const wrong = await login({ email: 'admin@horizonte.co', password: 'incorrecta' });
    for (const res of [unknown, wrong]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: MSG.invalidCredentials, error: MSG.invalidCredentials });
    }
    const trpc = await t.trpc('mutation', 'auth.login', { email: 'nadie@example.com', password: 'x' });
    expect(trpc.status).toBe(401);
    expect(trpcError(trpc).message).toBe('Credenciales incorrectas. Verifica tu email y contraseña.');
  });

  it('answers 422 when fields are missing', async () => {
    const res = await login({ email: '', password: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([MSG.emailRequired, MSG.passwordRequired]);
  });

  it('admits super users at the main login with their sub-role', async () => {
    for (const [email, role] of [
      ['superadmin@horizonte.co', 'SUPER_ADMIN'],
      ['comercial@horizonte.co', 'COMERCIAL'],
      ['soporte@horizonte.co', 'SOPORTE'],
    ] as const) {
      const res = await login({ email, password: DEMO_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        accessType: 'super_user',
        superUserRole: role,
        isSuperUser: true,
        hasMultipleRoles: false,
      });
      expect(res.body.roles).toEqual([{ rol: role, isSuperUser: true, ph: null }]);
    }
  });

  it('admits administrators (several roles → hasMultipleRoles) and users with no role yet', async () => {
    const admin = await login({ email: 'admin@horizonte.co', password: DEMO_PASSWORD });
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({
      accessType: 'admin',
      isSuperUser: false,
      hasMultipleRoles: true,
      data: { user: { role: 'Administrador' } },
    });
    expect(admin.body.roles.map((r: { rol: string; ph: { identificador: string } }) => `${r.rol}@${r.ph.identificador}`)).toEqual(
      ['admin@prados', 'admin@altos'],
    );

    const sinRol = await login({ email: 'sinrol@horizonte.co', password: DEMO_PASSWORD });
    expect(sinRol.status).toBe(200);
    expect(sinRol.body).toMatchObject({ accessType: 'admin', roles: [], hasMultipleRoles: false });
  });

  it('sends people whose roles are all non-admin to their complex portal (403)', async () => {
    for (const email of ['propietario@horizonte.co', 'residente@horizonte.co', 'consejo@horizonte.co', 'porteria@horizonte.co']) {
      const res = await login({ email, password: DEMO_PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, message: MSG.loginForbiddenMainPortal });
    }
    const trpc = await t.trpc('mutation', 'auth.login', { email: 'proveedor@horizonte.co', password: DEMO_PASSWORD });
    expect(trpc.status).toBe(403);
    expect(trpcError(trpc).message).toBe(MSG.loginForbiddenMainPortal);
  });

  it('admits any role of a complex at its own login, and only there', async () => {
    const owner = await login({ email: 'propietario@horizonte.co', password: DEMO_PASSWORD, identificador: 'ALTOS' });
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ accessType: 'admin', hasMultipleRoles: false });
    expect(owner.body.roles).toEqual([
      { rol: 'propietario', isSuperUser: false, ph: expect.objectContaining({ identificador: 'altos' }) },
    ]);

    const elsewhere = await login({ email: 'propietario@horizonte.co', password: DEMO_PASSWORD, identificador: 'prados' });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).toMatchObject({ success: false, message: 'No tienes acceso a esta propiedad' });

    const noComplex = await t.trpc('mutation', 'auth.login', {
      email: 'sinrol@horizonte.co',
      password: DEMO_PASSWORD,
      identificador: 'noexiste',
    });
    expect(noComplex.status).toBe(403);
    expect(trpcError(noComplex).message).toBe(MSG.noAccessToProperty);

    const admin = await login({ email: 'admin@horizonte.co', password: DEMO_PASSWORD, identificador: 'prados' });
    expect(admin.body.roles).toHaveLength(1);
    expect(admin.body.hasMultipleRoles).toBe(false);

    const superUser = await login({ email: 'superadmin@horizonte.co', password: DEMO_PASSWORD, identificador: 'prados' });
    expect(superUser.status).toBe(200);
    expect(superUser.body).toMatchObject({ accessType: 'super_user', isSuperUser: true });
  });

  it('refuses the login of a soft-deleted complex', async () => {
    await t.db.pH.update({ where: { identificador: 'prados' }, data: { deletedAt: new Date() } });
    try {
      const res = await login({ email: 'admin@horizonte.co', password: DEMO_PASSWORD, identificador: 'prados' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MSG.noAccessToProperty);
    } finally {
      await t.db.pH.update({ where: { identificador: 'prados' }, data: { deletedAt: null } });
    }
  });

  it('opens a new session at every login', async () => {
    const a = await loginToken('admin.altos@horizonte.co', DEMO_PASSWORD);
    const b = await loginToken('admin.altos@horizonte.co', DEMO_PASSWORD);
    expect(a).not.toBe(b);
    expect((await t.rest('GET', '/api/auth/verify', { token: a })).status).toBe(200);
    expect((await t.rest('GET', '/api/auth/verify', { token: b })).status).toBe(200);
  });

  it('audits successes and failures without passwords or tokens', async () => {
    const password = 'clave-que-no-debe-aparecer';
    await login({ email: 'soporte@horizonte.co', password });
    const token = await loginToken('soporte@horizonte.co', DEMO_PASSWORD);
    const entries = await t.db.auditLog.findMany({ where: { action: { startsWith: 'auth.login' } } });
    expect(
      entries.some((e) => e.action === 'auth.login_failed' && JSON.stringify(e.details).includes('soporte@horizonte.co')),
    ).toBe(true);
    const user = await t.db.user.findUniqueOrThrow({ where: { email: 'soporte@horizonte.co' } });
    expect(entries.some((e) => e.action === 'auth.login' && e.actorId === user.id)).toBe(true);
    const everything = JSON.stringify(await t.db.auditLog.findMany());
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(DEMO_PASSWORD);
    expect(everything).not.toContain(token);
  });
});

// ---- rate limits ------------------------------------------------------------------------------------

describe('login rate limit', () => {
  it('answers the 6th failed attempt for one email with 429 and Retry-After (REST), even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: 'admin.altos@horizonte.co', password: `mala-${i}` })).status).toBe(401);
    }
    const sixth = await login({ email: 'Admin.Altos@horizonte.co', password: DEMO_PASSWORD });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ success: false, message: MSG.tooManyLoginAttempts, error: MSG.tooManyLoginAttempts });
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('reports each quota in the IETF RateLimit headers, down to r=0 on the 429 (REST and tRPC)', async () => {
    const first = await login({ email: 'porteria@horizonte.co', password: 'mala' });
    expect(first.status).toBe(401);
    // The IP's 20 and the pair's 5 failures per window, each with what is left; the account's count (it only slows down) is no limit.
    const policy = first.headers.get('ratelimit-policy');
    expect(policy).toMatch(/"login:ip";q=20;w=\d+/);
    expect(policy).toMatch(/"login:account-ip";q=5;w=\d+/);
    expect(policy).not.toContain('login:account"');
    expect(first.headers.get('ratelimit')).toMatch(/"login:account-ip";r=4;t=\d+/);
    for (let i = 0; i < 4; i++) await login({ email: 'porteria@horizonte.co', password: 'mala' });
    const refused = await t.trpc('mutation', 'auth.login', { email: 'porteria@horizonte.co', password: 'mala' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit')).toMatch(/"login:account-ip";r=0;t=\d+/);
  });

  it('does the same on tRPC', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.trpc('mutation', 'auth.login', { email: 'comercial@horizonte.co', password: 'mala' })).status).toBe(401);
    }
    const sixth = await t.trpc('mutation', 'auth.login', { email: 'comercial@horizonte.co', password: 'mala' });
    expect(sixth.status).toBe(429);
    expect(trpcError(sixth).message).toBe(MSG.tooManyLoginAttempts);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('forgets an email’s failures after a successful login', async () => {
    for (let i = 0; i < 4; i++) await login({ email: 'consejo@horizonte.co', password: 'mala' });
    expect((await login({ email: 'consejo@horizonte.co', password: DEMO_PASSWORD, identificador: 'altos' })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login({ email: 'consejo@horizonte.co', password: 'mala' })).status).toBe(401);
    }
  });

  it('limits one IP to 20 failures across emails', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login({ email: `desconocido${i}@example.com`, password: 'x' })).status).toBe(401);
    }
    const res = await login({ email: 'superadmin@horizonte.co', password: DEMO_PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(MSG.tooManyLoginAttempts);
  });

  it('keeps the counters in the database, shared by every API process', async () => {
    await login({ email: 'nadie@example.com', password: 'x' });
    const bucket = await t.db.rateLimitBucket.findUnique({ where: { key: 'login:account:nadie@example.com' } });
    expect(bucket?.points).toBe(1);
  });
});

// ---- recovery, reset and change of password ------------------------------------------------------

describe('forgot and reset password', () => {
  it('by email: same answer for unknown emails, a 1-hour single-use link for real ones', async () => {
    const user = await createVerifiedUser();
    const sessionBefore = await loginToken(user.email, user.password);

    const unknown = await t.rest('POST', '/api/auth/forgot-password', { body: { email: 'nadie@example.com' } });
    const known = await t.rest('POST', '/api/auth/forgot-password', { body: { email: user.email.toUpperCase() } });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: MSG.forgotEmailSent, requiresEmailConfirmation: false });
    expect(unknown.body).toEqual(known.body);

    const token = await mailedToken(user.email, '/reset-password');
    const row = await t.db.oneTimeToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    const ttl = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 1000);

    const reset = await t.rest('POST', '/api/auth/reset-password', { body: { token, newPassword: 'nueva-clave-1' } });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: MSG.resetSuccess });

    const old = await login({ email: user.email, password: user.password });
    expect(old.status).toBe(401);
    expect(old.body.message).toBe(MSG.invalidCredentials);
    expect((await login({ email: user.email, password: 'nueva-clave-1' })).status).toBe(200);
    expect((await t.rest('GET', '/api/auth/verify', { token: sessionBefore })).status).toBe(401);

    const reused = await t.rest('POST', '/api/auth/reset-password', { body: { token, newPassword: 'otra-clave-2' } });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ success: false, message: MSG.resetTokenUsed, error: MSG.resetTokenUsed });
    expect(t.smtp.messages.some((m) => m.to === 'nadie@example.com')).toBe(false);
  });

  it('by document: shows the masked email without sending; the client confirms by email', async () => {
    const res = await t.rest('POST', '/api/auth/forgot-password', {
      body: { tipo_documento: 'CC', numero_documento: '1000000006' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: MSG.forgotConfirmEmail,
      requiresEmailConfirmation: true,
      maskedEmail: 'pr***@ho***.co',
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.messages.some((m) => m.to === 'propietario@horizonte.co')).toBe(false);

    const unknown = await t.trpc('mutation', 'auth.forgotPassword', { tipo_documento: 'PP', numero_documento: 'X123' });
    expect(unknown.status).toBe(404);
    expect(trpcError(unknown).message).toBe(MSG.forgotDocumentNotFound);

    const confirmed = await t.rest('POST', '/api/auth/recovery', { body: { email: 'propietario@horizonte.co' } });
    expect(confirmed.body.message).toBe(MSG.forgotEmailSent);
    expect(await mailedToken('propietario@horizonte.co', '/reset-password')).toMatch(/^[a-z2-7]{32}$/);
  });

  it('refuses invalid, expired and superseded reset links, and short passwords', async () => {
    const user = await createVerifiedUser();
    await t.rest('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const first = await mailedToken(user.email, '/reset-password');
    await t.trpc('mutation', 'auth.forgotPassword', { email: user.email });
    const second = await mailedToken(user.email, '/reset-password');
    await t.trpc('mutation', 'auth.recovery', { email: user.email });
    const third = await mailedToken(user.email, '/reset-password');

    const invalid = await t.rest('POST', '/api/auth/reset-password', {
      body: { token: 'inventado', newPassword: 'nueva-clave' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe(MSG.resetTokenInvalid);

    const short = await t.rest('POST', '/api/auth/reset-password', { body: { token: first, newPassword: '12345' } });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual(['La contraseña debe tener al menos 6 caracteres']);
    const sixOrSeven = await t.rest('POST', '/api/auth/reset-password', { body: { token: first, newPassword: '123456' } });
    expect(sixOrSeven.body.errors).toEqual([MSG.passwordTooShort]);
    const missing = await t.rest('POST', '/api/auth/reset-password', { body: { token: '', newPassword: 'nueva-clave' } });
    expect(missing.body.errors).toEqual([MSG.resetTokenMissing]);

    await t.db.oneTimeToken.update({ where: { tokenHash: hashToken(third) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await t.trpc('mutation', 'auth.resetPassword', { token: third, newPassword: 'nueva-clave' });
    expect(expired.status).toBe(400);
    expect(trpcError(expired).message).toBe(MSG.resetTokenExpired);

    expect(
      (await t.rest('POST', '/api/auth/reset-password', { body: { token: second, newPassword: 'nueva-clave' } })).status,
    ).toBe(200);
    const superseded = await t.rest('POST', '/api/auth/reset-password', { body: { token: first, newPassword: 'otra-clave' } });
    expect(superseded.status).toBe(400);
    expect(superseded.body.error).toBe(MSG.resetTokenUsed);
  });

  it('marks the email verified after a reset', async () => {
    const person = newPerson();
    await t.rest('POST', '/api/auth/register', { body: person });
    await mailedToken(person.email, '/verify-email');
    await t.rest('POST', '/api/auth/forgot-password', { body: { email: person.email } });
    const token = await mailedToken(person.email, '/reset-password');
    await t.rest('POST', '/api/auth/reset-password', { body: { token, newPassword: 'nueva-clave' } });
    expect((await login({ email: person.email, password: 'nueva-clave' })).status).toBe(200);
  });

  it('asks for an email, or for both document fields (422)', async () => {
    const empty = await t.rest('POST', '/api/auth/forgot-password', { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([MSG.emailRequired]);
    const half = await t.rest('POST', '/api/auth/recovery', { body: { tipo_documento: 'CC' } });
    expect(half.status).toBe(422);
    expect(half.body.errors).toEqual([MSG.numeroDocumentoRequired]);
    const badEmail = await t.trpc('mutation', 'auth.forgotPassword', { email: 'no-es-email' });
    expect(trpcError(badEmail).data.errors).toEqual([MSG.emailInvalid]);
  });

  it('limits recovery requests per email (429 with Retry-After)', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.rest('POST', '/api/auth/forgot-password', { body: { email: 'nadie@example.com' } })).status).toBe(200);
    }
    const sixth = await t.rest('POST', '/api/auth/forgot-password', { body: { email: 'nadie@example.com' } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(MSG.tooManyRecoveryAttempts);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('changes the password: checks the current one and ends every other session', async () => {
    const user = await createVerifiedUser();
    const other = await loginToken(user.email, user.password);
    const current = await loginToken(user.email, user.password);

    const wrong = await t.rest('PUT', '/api/auth/change-password', {
      token: current,
      body: { currentPassword: 'no-es', newPassword: 'nueva-clave' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, message: MSG.currentPasswordWrong });

    const ok = await t.rest('PUT', '/api/auth/change-password', {
      token: current,
      body: { currentPassword: user.password, newPassword: 'nueva-clave' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: MSG.changePasswordSuccess });
    expect((await t.rest('GET', '/api/auth/verify', { token: other })).status).toBe(401);
    expect((await t.rest('GET', '/api/auth/verify', { token: current })).status).toBe(200);
    expect((await login({ email: user.email, password: user.password })).status).toBe(401);

    const viaTrpc = await t.trpc(
      'mutation',
      'auth.changePassword',
      { currentPassword: 'nueva-clave', newPassword: 'otra-clave' },
      current,
    );
    expect(viaTrpc.body.result.data.message).toBe(MSG.changePasswordSuccess);
    expect(
      (await t.rest('PUT', '/api/auth/change-password', { body: { currentPassword: 'a', newPassword: 'bbbbbb' } })).status,
    ).toBe(401);
  });
});

// ---- sessions and token storage -------------------------------------------------------------------

describe('sessions and stored tokens', () => {
  it('stores only hashes of session and one-time tokens', async () => {
    const person = newPerson();
    await t.rest('POST', '/api/auth/register', { body: person });
    const verification = await mailedToken(person.email, '/verify-email');
    const session = await loginToken('admin.altos@horizonte.co', DEMO_PASSWORD);
    expect(session).toMatch(/^[a-z2-7]{32}$/); // 160 random bits

    const sessions = await t.db.session.findMany();
    const tokens = await t.db.oneTimeToken.findMany();
    const dump = JSON.stringify({ sessions, tokens, audit: await t.db.auditLog.findMany() });
    expect(dump).not.toContain(session);
    expect(dump).not.toContain(verification);
    expect(sessions.some((s) => s.id === hashToken(session))).toBe(true);
    expect(tokens.some((row) => row.tokenHash === hashToken(verification) && row.purpose === 'email_verification')).toBe(true);
  });

  it('slides the 8-hour inactivity deadline, never past the 30-day limit', async () => {
    const token = await loginToken('admin.altos@horizonte.co', DEMO_PASSWORD);
    const id = hashToken(token);
    const created = await t.db.session.findUniqueOrThrow({ where: { id } });
    const lifetime = created.absoluteExpiresAt.getTime() - created.createdAt.getTime();
    expect(Math.round(lifetime / 86_400_000)).toBe(30);
    expect(Math.round((created.expiresAt.getTime() - created.createdAt.getTime()) / 3_600_000)).toBe(8);

    const now = Date.now();
    await t.db.session.update({
      where: { id },
      data: { lastUsedAt: new Date(now - 7 * 3_600_000), expiresAt: new Date(now + 3_600_000) },
    });
    await t.sessions.settle(t.db);
    expect((await t.rest('GET', '/api/auth/verify', { token })).status).toBe(200);
    const slid = await t.db.session.findUniqueOrThrow({ where: { id } });
    expect(slid.expiresAt.getTime()).toBeGreaterThan(now + 7.9 * 3_600_000);

    const cap = new Date(now + 2 * 3_600_000);
    await t.db.session.update({ where: { id }, data: { lastUsedAt: new Date(now - 3_600_000), absoluteExpiresAt: cap } });
    await t.sessions.settle(t.db);
    expect((await t.rest('GET', '/api/auth/verify', { token })).status).toBe(200);
    expect((await t.db.session.findUniqueOrThrow({ where: { id } })).expiresAt.getTime()).toBe(cap.getTime());
  });

  it('ends a session after 8 hours without use', async () => {
    const token = await loginToken('admin.altos@horizonte.co', DEMO_PASSWORD);
    const id = hashToken(token);
    await t.db.session.update({
      where: { id },
      data: { lastUsedAt: new Date(Date.now() - 9 * 3_600_000), expiresAt: new Date(Date.now() - 3_600_000) },
    });
    await t.sessions.settle(t.db);
    const res = await t.rest('GET', '/api/auth/verify', { token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.unauthenticated);
    expect(await t.db.session.findUnique({ where: { id } })).toBeNull();
  });

  it('ends a session at its absolute lifetime even when in use', async () => {
    const token = await loginToken('admin.altos@horizonte.co', DEMO_PASSWORD);
    const id = hashToken(token);
    await t.db.session.update({ where: { id }, data: { absoluteExpiresAt: new Date(Date.now() - 1000) } });
    await t.sessions.settle(t.db);
    const res = await t.trpc('query', 'auth.verify', undefined, token);
    expect(res.status).toBe(401);
    expect(await t.db.session.findUnique({ where: { id } })).toBeNull();
  });

  it('returns roles with their complexes from user-roles and profile', async () => {
    const token = await loginToken('admin@horizonte.co', DEMO_PASSWORD);
    const roles = await t.rest('GET', '/api/auth/user-roles', { token });
    expect(roles.body.roles).toEqual([
      {
        rol: 'admin',
        isSuperUser: false,
        ph: { id: expect.any(String), nombre: 'Agrupación Los Prados de Castilla', identificador: 'prados' },
      },
      {
        rol: 'admin',
        isSuperUser: false,
        ph: { id: expect.any(String), nombre: 'Conjunto Residencial Altos del Chicó', identificador: 'altos' },
      },
    ]);
    const profile = await t.rest('GET', '/api/auth/profile', { token });
    expect(profile.body.roles).toEqual(roles.body.roles);
    expect(profile.body.user.role).toBe('Administrador');
  });
});

// ---- the REST contract ------------------------------------------------------------------------------

describe('OpenAPI document', () => {
  it('lists every auth path of spec section 7 under the Autenticación tag', async () => {
    const doc = (await t.rest('GET', '/api/openapi.json')).body;
    const expected: [string, string, boolean][] = [
      ['/auth/register', 'post', false],
      ['/auth/login', 'post', false],
      ['/auth/profile', 'get', true],
      ['/auth/change-password', 'put', true],
      ['/auth/verify', 'get', true],
      ['/auth/recovery', 'post', false],
      ['/auth/user-roles', 'get', true],
      ['/auth/verify-email', 'post', false],
      ['/auth/forgot-password', 'post', false],
      ['/auth/reset-password', 'post', false],
      ['/auth/logout', 'post', true],
      ['/auth/resend-verification', 'post', false],
    ];
    for (const [path, method, protectedPath] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags).toEqual(['Autenticación']);
      // A public operation says so with `security: []` (no token).
      expect(operation.security.length > 0, `${path} security`).toBe(protectedPath);
    }
  });
});
