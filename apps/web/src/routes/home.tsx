import { createFileRoute } from '@tanstack/react-router';

import { LandingPage } from '../components/landing/landing-page.tsx';
import { validateLandingSearch } from '../components/landing/landing-search.ts';

// /home shows the same landing as / (spec section 2).
export const Route = createFileRoute('/home')({
  validateSearch: validateLandingSearch,
  component: HomePage,
});

function HomePage() {
  return <LandingPage search={Route.useSearch()} />;
}
