import type { LucideIcon } from 'lucide-react';

import { cn } from '../../lib/cn.ts';
import { useShellTheme } from '../shell/themes.ts';
import { Card } from './card.tsx';

export interface SampleItem {
  title: string;
  detail?: string;
  meta?: string;
  icon?: LucideIcon;
}

export function SampleList({ title, items, className }: { title: string; items: readonly SampleItem[]; className?: string }) {
  const theme = useShellTheme();
  return (
    <Card className={className}>
      {/* Sample content by the product spec always says so, with the same label everywhere (issue 14 §4). */}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{title}</h3>
        <span
          className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200"
          data-testid="sample-label"
        >
          Datos de ejemplo
        </span>
      </div>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((item) => (
          <li key={item.title + (item.meta ?? '')} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            {item.icon ? (
              <span className={cn('mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg', theme.soft)} aria-hidden>
                <item.icon className="h-4 w-4" />
              </span>
            ) : null}
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">{item.title}</p>
              {item.detail ? <p className="text-sm text-slate-600 dark:text-slate-400">{item.detail}</p> : null}
            </div>
            {item.meta ? <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">{item.meta}</span> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
