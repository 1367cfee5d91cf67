// Which portal each role of a complex uses (spec section 2): the owner's, the resident's, or the admin-type
// one. Apart from the registry (sections, menu icons) so the app's entry can ask it without them.
import type { Rol } from '@horizonte/contracts';

export type ComplexPortalKind = 'admin-type' | 'owner' | 'resident';

const KINDS: Record<Rol, ComplexPortalKind> = {
  admin: 'admin-type',
  consejo: 'admin-type',
  proveedor: 'admin-type',
  porteria: 'admin-type',
  propietario: 'owner',
  residente: 'resident',
};

export function complexPortalKind(rol: Rol): ComplexPortalKind {
  return KINDS[rol];
}
