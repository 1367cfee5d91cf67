// A person's page (GET /plataforma/usuarios/{id}): account, roles, sessions, recent access, lockouts.
import type { AccesoResultado, UsuarioDetalle } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/actor.ts';
import { dispositivoDe } from '../perfil/dispositivo.ts';
import { cuenta, requireUsuarios } from './access.ts';
import { rolesDe, toUsuarioResumen } from './output.ts';
import { retencionesDeAcceso } from './sql.ts';

const ACCESOS_MAX = 20;

const RESULTADO: Record<string, AccesoResultado> = {
  'auth.login': 'ingreso',
  'auth.login_failed': 'fallido',
  'auth.login_denied': 'denegado',
};

/** Why a login was refused, as auth/login.ts records it. */
const MOTIVO_DENEGADO: Record<string, string> = {
  email_no_verificado: 'Correo sin verificar',
  rol: 'Sin acceso por esa puerta',
  cuenta_bloqueada: 'Cuenta bloqueada',
};

export async function getUsuario({ db, clock }: Deps, actor: Actor, id: string): Promise<UsuarioDetalle> {
  requireUsuarios(actor, 'leer');
  const user = await cuenta(db, id);
  const ahora = clock.now();
  const [bloqueo, roles, sesiones, accesos, limite] = await Promise.all([
    db.usuarioBloqueo.findUnique({ where: { userId: id } }),
    rolesDe(db, [id]),
    db.session.findMany({
      where: { userId: id, expiresAt: { gt: ahora }, absoluteExpiresAt: { gt: ahora } },
      orderBy: [{ lastUsedAt: 'desc' }, { id: 'asc' }],
      take: 50,
    }),
    // A failed password names the email it was tried on (there is no actor: nobody proved who they are).
    db.$queryRaw<{ action: string; ip: string | null; details: { reason?: string } | null; createdAt: Date }[]>`
      (SELECT action, ip, details, created_at AS "createdAt" FROM audit_log
        WHERE actor_id = ${id}::uuid AND action IN ('auth.login', 'auth.login_denied')
        ORDER BY created_at DESC LIMIT ${ACCESOS_MAX})
      UNION ALL
      (SELECT action, ip, details, created_at FROM audit_log
        WHERE action = 'auth.login_failed' AND details->>'email' = ${user.email}
        ORDER BY created_at DESC LIMIT ${ACCESOS_MAX})
      ORDER BY "createdAt" DESC LIMIT ${ACCESOS_MAX}`,
    retencionesDeAcceso(db, user.email, ahora),
  ]);
  const bloqueadoPor = bloqueo?.bloqueadoPorId
    ? await db.user.findUnique({ where: { id: bloqueo.bloqueadoPorId }, select: { nombre: true } })
    : null;
  return {
    ...toUsuarioResumen({ ...user, bloqueado: bloqueo !== null }, roles),
    verificadoEn: user.emailVerifiedAt?.toISOString() ?? null,
    bloqueo: bloqueo
      ? { motivo: bloqueo.motivo, bloqueadoEn: bloqueo.bloqueadoEn.toISOString(), bloqueadoPor: bloqueadoPor?.nombre ?? null }
      : null,
    sesiones: sesiones.map((s) => ({
      creadaEn: s.createdAt.toISOString(),
      ultimoUso: s.lastUsedAt.toISOString(),
      expiraEn: s.expiresAt.toISOString(),
      ...dispositivoDe(s.userAgent),
    })),
    accesos: accesos.map((a) => ({
      en: a.createdAt.toISOString(),
      resultado: RESULTADO[a.action] ?? 'denegado',
      ip: a.ip,
      detalle: a.details?.reason ? (MOTIVO_DENEGADO[a.details.reason] ?? null) : null,
    })),
    intentosRecientes: limite.intentos,
    retenciones: limite.retenciones.map((r) => ({ ip: r.ip, hasta: r.hasta.toISOString() })),
  };
}
