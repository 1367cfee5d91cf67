// An authorisation admits visitors only while whoever created it may still authorise for that unit
// (mayAuthorize in access.ts): a person linked to the unit with the `visitantes` permiso, or the
// administration (the complex's admin, a SUPER_ADMIN). Removed from the unit, stripped of the permiso or of
// the role, their codes stop at the gate at once (this condition is part of the gate's UPDATE) and are
// revoked when the change is made (revocarSinAutor), so the lists say so too.
import { Prisma } from '@horizonte/db';

type Writer = Prisma.TransactionClient;

/** Over `autorizaciones a`: its creator still belongs to its unit (or administers the complex). */
export const AUTOR_VIGENTE = Prisma.sql`(
  EXISTS (SELECT 1 FROM residentes vr WHERE vr.apartamento_id = a.apartamento_id AND vr.user_id = a.creado_por_id AND 'visitantes' = ANY(vr.permisos))
  OR EXISTS (SELECT 1 FROM user_roles vu WHERE vu.ph_id = a.ph_id AND vu.user_id = a.creado_por_id AND vu.rol = 'admin')
  OR EXISTS (SELECT 1 FROM users vs WHERE vs.id = a.creado_por_id AND vs.platform_role = 'SUPER_ADMIN'))`;

/** Revokes the active authorisations `userId` created in the complex that their creator may no longer give. */
export async function revocarSinAutor(tx: Writer, phId: string, userId: string, ahora: Date): Promise<number> {
  const iso = ahora.toISOString();
  return tx.$executeRaw`
    UPDATE autorizaciones a SET estado = 'revocada', revocada_en = (${iso}::timestamptz AT TIME ZONE 'UTC')
    WHERE a.ph_id = ${phId}::uuid AND a.creado_por_id = ${userId}::uuid AND a.estado = 'activa' AND NOT ${AUTOR_VIGENTE}`;
}
