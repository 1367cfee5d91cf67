// Demo data of the platform's users and audit log (issue 33): one person who has not verified their email
// (support can resend the link), one account blocked by the super admin with its motivo, a few logins and
// failed attempts, and the audit entries of those actions and of the altos administration's own changes,
// so Gestión de Usuarios, Auditoría and the complex's audit tab show something real from the first start.
// Safe to run again (people by email; entries only once).
import type { Database } from '@horizonte/db';

import type { AuditEntry } from '../lib/audit.ts';
import { hashPassword } from '../lib/password.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

export const DEMO_SIN_VERIFICAR = 'camilo.pineda@example.com';
export const DEMO_BLOQUEADO = 'ricardo.beltran@example.com';

const MOTIVO_BLOQUEO = 'Suplantación reportada por la administración de Los Altos';

export async function seedDemoUsuarios(db: Database, now: Date): Promise<void> {
  if (await db.user.findUnique({ where: { email: DEMO_BLOQUEADO }, select: { id: true } })) return;
  const [superadmin, soporte, adminAltos, propietario] = await Promise.all(
    ['superadmin@horizonte.co', 'soporte@horizonte.co', 'admin@horizonte.co', 'propietario@horizonte.co'].map((email) =>
      db.user.findUnique({ where: { email }, select: { id: true, email: true } }),
    ),
  );
  const altos = await db.pH.findFirst({ where: { identificador: 'altos', deletedAt: null }, select: { id: true } });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const hace = (minutos: number) => new Date(now.getTime() - minutos * 60_000);

  const camilo = await db.user.create({
    data: {
      nombre: 'Camilo Andrés Pineda',
      email: DEMO_SIN_VERIFICAR,
      tipoDocumento: 'CC',
      numeroDocumento: '1020304050',
      passwordHash,
      emailVerifiedAt: null,
      createdAt: hace(3 * 24 * 60),
    },
  });
  const ricardo = await db.user.create({
    data: {
      nombre: 'Ricardo Beltrán',
      email: DEMO_BLOQUEADO,
      tipoDocumento: 'CC',
      numeroDocumento: '79888777',
      passwordHash,
      emailVerifiedAt: hace(30 * 24 * 60),
      createdAt: hace(30 * 24 * 60),
    },
  });
  if (altos) await db.userRole.create({ data: { userId: ricardo.id, phId: altos.id, rol: 'residente' } });
  await db.usuarioBloqueo.create({
    data: { userId: ricardo.id, motivo: MOTIVO_BLOQUEO, bloqueadoPorId: superadmin?.id ?? null, bloqueadoEn: hace(90) },
  });

  const entries: (AuditEntry & { at: Date })[] = [
    ...[1, 2, 3].map((i) => ({
      action: 'auth.login_failed',
      details: { email: DEMO_BLOQUEADO, reason: 'credenciales' },
      ip: '190.25.14.8',
      at: hace(130 - i),
    })),
    {
      actorId: superadmin?.id ?? null,
      action: 'plataforma.usuario.bloquear',
      entity: 'user',
      entityId: ricardo.id,
      details: { motivo: MOTIVO_BLOQUEO, antes: { bloqueado: false, sesiones: 1 }, despues: { bloqueado: true, sesiones: 0 } },
      ip: '181.49.20.10',
      at: hace(90),
    },
    {
      actorId: ricardo.id,
      action: 'auth.login_denied',
      details: { reason: 'cuenta_bloqueada' },
      ip: '190.25.14.8',
      at: hace(60),
    },
    {
      actorId: camilo.id,
      action: 'auth.login_denied',
      details: { reason: 'email_no_verificado' },
      ip: '186.30.77.4',
      at: hace(45),
    },
    ...(adminAltos && altos
      ? [
          { actorId: adminAltos.id, action: 'auth.login', details: { identificador: 'altos' }, ip: '181.49.20.33', at: hace(40) },
          {
            actorId: adminAltos.id,
            phId: altos.id,
            action: 'ph.update',
            entity: 'ph',
            entityId: altos.id,
            details: { antes: { direccion: 'Calle 100 # 15-20' }, despues: { direccion: 'Calle 100 # 15-22' } },
            ip: '181.49.20.33',
            at: hace(35),
          },
          {
            actorId: adminAltos.id,
            phId: altos.id,
            action: 'userRole.remove',
            entity: 'user',
            entityId: ricardo.id,
            details: { antes: { roles: ['residente', 'propietario'] }, despues: { roles: ['residente'] } },
            ip: '181.49.20.33',
            at: hace(30),
          },
        ]
      : []),
    ...(propietario
      ? [{ actorId: propietario.id, action: 'auth.login', details: { identificador: 'altos' }, ip: '186.30.12.9', at: hace(20) }]
      : []),
    ...(soporte
      ? [
          {
            actorId: soporte.id,
            action: 'plataforma.usuario.reenviar_verificacion',
            entity: 'user',
            entityId: camilo.id,
            details: { motivo: 'Llamó a soporte: no le llegó el correo de verificación' },
            ip: '181.49.20.11',
            at: hace(15),
          },
        ]
      : []),
  ];
  await db.auditLog.createMany({
    data: entries.map(({ at, ...e }) => ({
      actorId: e.actorId ?? null,
      phId: e.phId ?? null,
      action: e.action,
      entity: e.entity ?? null,
      entityId: e.entityId ?? null,
      details: e.details ?? {},
      ip: e.ip ?? null,
      createdAt: at,
    })),
  });
}
