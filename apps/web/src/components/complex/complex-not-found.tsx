import { Link } from '@tanstack/react-router';
import { Home, SearchX } from 'lucide-react';

import { MSG } from '@horizonte/contracts';

import { buttonClass } from '../ui/button-styles.ts';

/** 'Conjunto no encontrado' (spec sections 2 and 8). */
export function ComplexNotFound({ detail = MSG.propertyNotFound }: { detail?: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <SearchX className="h-7 w-7" aria-hidden />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">{MSG.complexNotFound}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{MSG.complexNotFoundHint}</p>
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200">
          {detail}
        </p>
        <Link to="/" className={`mt-6 ${buttonClass('primary', 'md')}`}>
          <Home className="h-4 w-4" aria-hidden /> Ir al inicio
        </Link>
      </div>
    </main>
  );
}
