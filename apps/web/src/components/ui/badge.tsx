import type { ReactNode } from 'react';

import { cn } from '../../lib/cn.ts';

/** Small coloured pill for states ('Activa', 'Pendiente'...). */
export function Badge({
  children,
  tone = 'green',
}: {
  children: ReactNode;
  tone?: 'green' | 'yellow' | 'red' | 'slate' | 'blue';
}) {
  const tones = {
    green: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
    yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100',
    red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
    slate: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
    blue: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  } as const;
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', tones[tone])}>{children}</span>
  );
}
