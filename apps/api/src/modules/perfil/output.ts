// Mi Perfil's answers: the profile (with a pending email change) and the preferences.
import type { Perfil, Preferencias } from '@horizonte/contracts';
import type { DbClient, User } from '@horizonte/db';

/** Without a settings row, every notification is on (the columns' defaults). */
export function preferenciasOf(
  row: { notifAnuncios: boolean; notifPagos: boolean; notifPqrs: boolean; notifAsambleas: boolean } | null,
): Preferencias {
  return {
    anuncios: row?.notifAnuncios ?? true,
    pagos: row?.notifPagos ?? true,
    pqrs: row?.notifPqrs ?? true,
    asambleas: row?.notifAsambleas ?? true,
  };
}

/** The profile as Mi Perfil shows it: the phone from the settings, and the email waiting for its link. */
export async function perfilOf(db: DbClient, user: User, now: Date): Promise<Perfil> {
  const [settings, pending] = await Promise.all([
    db.userSettings.findUnique({ where: { userId: user.id }, select: { telefono: true } }),
    db.oneTimeToken.findFirst({
      where: { userId: user.id, purpose: 'email_change', usedAt: null, expiresAt: { gt: now } },
      orderBy: { createdAt: 'desc' },
      select: { email: true },
    }),
  ]);
  return {
    nombre: user.nombre,
    email: user.email,
    telefono: settings?.telefono ?? null,
    tipo_documento: user.tipoDocumento,
    numero_documento: user.numeroDocumento,
    emailPendiente: pending?.email ?? null,
  };
}
