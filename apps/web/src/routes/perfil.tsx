// /perfil: Mi Perfil, for anyone signed in (with or without roles).
import { createFileRoute } from '@tanstack/react-router';

import { LoadingPage } from '../components/loading-page.tsx';
import { PortalRefusalScreen } from '../components/portals/portal-refusal-screen.tsx';
import { requireSignedIn } from '../components/portals/portal-refusal.ts';
import { MiPerfil } from '../components/profile/mi-perfil.tsx';
import { useDocumentTitle } from '../lib/document-title.ts';

export const Route = createFileRoute('/perfil')({
  beforeLoad: async ({ context }) => {
    await requireSignedIn(context.session, { allowWithoutRoles: true });
  },
  pendingComponent: LoadingPage,
  errorComponent: PortalRefusalScreen,
  component: PerfilPage,
});

function PerfilPage() {
  useDocumentTitle('Mi Perfil');
  return <MiPerfil />;
}
