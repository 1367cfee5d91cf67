import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: Landing,
});

function Landing() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">Horizonte</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">La plataforma para administrar tu conjunto residencial.</p>
    </main>
  );
}
