import { createFileRoute } from '@tanstack/react-router';
import { RequireSession } from '../components/require-session.tsx';

// Placeholder: built in the portals work (issue 6).
export const Route = createFileRoute('/dashboard')({
  component: () => (
    <RequireSession>
      <main className="p-8">Próximamente</main>
    </RequireSession>
  ),
});
