import { createFileRoute } from '@tanstack/react-router';

import { CommunitySection } from '../../../../components/community/community-section.tsx';
import { useComplexPortal } from '../../../../components/portals/complex/context.ts';

export const Route = createFileRoute('/ph/$identificador/$rol/comunidad')({ component: Community });

function Community() {
  const { ph, capabilities } = useComplexPortal();
  return <CommunitySection phId={ph.id} access={capabilities.community} />;
}
