// The Asambleas section: the administration's (and the consejo's, read-only) in the admin-type portal,
// the owner's phone-first view in the owner portal.
import { useComplexPortal } from '../portals/complex/context.ts';
import { AdminAsambleas } from './admin-asambleas.tsx';
import { MisAsambleas } from './mis-asambleas.tsx';

export function AsambleasSection() {
  const { kind } = useComplexPortal();
  return kind === 'admin-type' ? <AdminAsambleas /> : <MisAsambleas />;
}
