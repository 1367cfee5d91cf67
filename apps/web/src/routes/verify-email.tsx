import { createFileRoute } from '@tanstack/react-router';

// Placeholder: built in the public-web work (issue 5).
export const Route = createFileRoute('/verify-email')({
  component: () => <main className="p-8">Próximamente</main>,
});
