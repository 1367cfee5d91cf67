import { createFileRoute } from '@tanstack/react-router';

import { ComplexLanding } from '../../../components/complex/complex-landing.tsx';

// A complex's public landing; ?invitacion=<token> opens the flow to accept an invitation.
export const Route = createFileRoute('/ph/$identificador/')({
  validateSearch: (search: Record<string, unknown>): { invitacion?: string } =>
    typeof search.invitacion === 'string' && search.invitacion ? { invitacion: search.invitacion } : {},
  component: ComplexLandingRoute,
});

function ComplexLandingRoute() {
  const { identificador } = Route.useParams();
  const { invitacion } = Route.useSearch();
  return <ComplexLanding key={identificador} identificador={identificador} invitacion={invitacion} />;
}
