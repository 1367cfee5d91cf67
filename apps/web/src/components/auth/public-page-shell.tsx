// A centred card with the product mark, for the public one-purpose pages (reset, verification).
import { Link } from '@tanstack/react-router';
import { Building } from 'lucide-react';
import type { ReactNode } from 'react';

import { Card } from '../ui/card.tsx';

export function PublicPageShell({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-blue-50 to-white px-4 py-10 dark:from-slate-900 dark:to-slate-950">
      <Link to="/" className="mb-6 flex items-center gap-2.5 rounded-lg text-lg font-bold text-slate-900 dark:text-white">
        <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-gradient-to-br from-blue-600 to-indigo-700 text-white">
          <Building className="h-5 w-5" aria-hidden />
        </span>
        Horizonte
      </Link>
      <Card className="w-full max-w-md p-7 shadow-lg">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </Card>
    </main>
  );
}
