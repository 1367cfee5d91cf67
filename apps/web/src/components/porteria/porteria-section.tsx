// The Portería section of every complex portal: the gate's screen in the admin-type portal, the
// visitor authorisations and packages in the owner and resident portals.
import { useComplexPortal } from '../portals/complex/context.ts';
import { MiPorteria } from './mi-porteria.tsx';
import { PorteriaPanel } from './porteria-panel.tsx';

export function PorteriaSection() {
  const { kind } = useComplexPortal();
  return kind === 'admin-type' ? <PorteriaPanel /> : <MiPorteria />;
}
