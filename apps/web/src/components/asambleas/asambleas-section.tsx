// The Asambleas section: the administration's (and the consejo's, read-only) in the admin-type portal,
// the owner's phone-first view in the owner portal, the resident's reading in the resident portal.
import { useComplexPortal } from '../portals/complex/context.ts';
import { AdminAsambleas } from './admin-asambleas.tsx';
import { AsambleasResidente } from './asambleas-residente.tsx';
import { MisAsambleas } from './mis-asambleas.tsx';

export function AsambleasSection() {
  const { kind } = useComplexPortal();
  if (kind === 'admin-type') return <AdminAsambleas />;
  return kind === 'resident' ? <AsambleasResidente /> : <MisAsambleas />;
}
