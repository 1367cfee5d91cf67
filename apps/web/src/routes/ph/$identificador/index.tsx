import { createFileRoute } from '@tanstack/react-router';

// Placeholder: the complex landing is built in the public-web work (issue 5).
export const Route = createFileRoute('/ph/$identificador/')({
  component: () => <main className="p-8">Próximamente</main>,
});
