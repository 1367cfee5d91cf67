// Asambleas' policy: who conducts what at a meeting. Pure: no database, no I/O.
import type { AsambleaEstado } from '../asambleas.ts';
import type { Rol } from '../roles.ts';
import { mayOnProperty, type PlatformRole } from './community.ts';

/**
 * The mesa records the votes of the room (issue 26): the administration conducting the meeting (its
 * admin, a SUPER_ADMIN), or the secretario it designated for that asamblea among the people of the
 * complex — while they still hold a role there. The secretario gets the mesa and nothing else of the
 * administration's.
 */
export function mayRecordMesaVotes(caller: {
  platformRole: PlatformRole | null;
  roles: readonly Rol[];
  isSecretario: boolean;
}): boolean {
  if (mayOnProperty(caller.platformRole, caller.roles, 'manage')) return true;
  return caller.isSecretario && caller.roles.length > 0;
}

/** The secretario is designated (or changed, or withdrawn) until the meeting ends; then the acta records who it was. */
export const secretarioDesignable = (estado: AsambleaEstado): boolean =>
  estado === 'borrador' || estado === 'convocada' || estado === 'en_curso';
