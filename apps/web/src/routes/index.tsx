import { createFileRoute } from '@tanstack/react-router';

import { LandingPage } from '../components/landing/landing-page.tsx';
import { validateLandingSearch } from '../components/landing/landing-search.ts';

export const Route = createFileRoute('/')({
  validateSearch: validateLandingSearch,
  component: IndexPage,
});

function IndexPage() {
  return <LandingPage search={Route.useSearch()} />;
}
