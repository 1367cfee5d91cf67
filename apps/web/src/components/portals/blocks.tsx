// Building blocks shared by every portal: figure cards, section headings, sample lists, states.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Construction, Inbox } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Card } from '../ui/card.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { Alert } from '../ui/alert.tsx';
import { useShellTheme } from '../shell/themes.ts';

export function SectionHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
        {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  hint?: string;
  loading?: boolean;
  testId?: string;
}

export function StatCard({ label, value, icon: Icon, hint, loading, testId }: StatCardProps) {
  const theme = useShellTheme();
  return (
    <Card className="min-w-0 p-4 sm:p-5" data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
        <span className={cn('flex h-9 w-9 shrink-0 items-center justify-center rounded-lg', theme.soft)} aria-hidden>
          <Icon className="h-4 w-4" />
        </span>
      </div>
      {loading ? (
        <Skeleton className="mt-1 h-8 w-20" />
      ) : (
        <p
          className="mt-1 text-lg font-bold [overflow-wrap:anywhere] sm:text-2xl"
          data-testid={testId ? `${testId}-value` : undefined}
        >
          {value}
        </p>
      )}
      {hint ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
    </Card>
  );
}

export function StatGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4', className)}>{children}</div>;
}

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
      <h3 className="mb-4 text-lg font-semibold">{title}</h3>
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

export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <Inbox className="h-8 w-8 text-slate-500" aria-hidden />
      <p className="font-medium">{title}</p>
      {description ? <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
      {action}
    </div>
  );
}

export function ErrorState({ message }: { message: string }) {
  return <Alert tone="error">{message}</Alert>;
}

export function TableSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="space-y-3" aria-busy="true" aria-label="Cargando">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** The menu sections the spec shows no content for. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <SectionHeader title={title} />
      <Card className="flex flex-col items-center gap-3 py-12 text-center">
        <Construction className="h-10 w-10 text-slate-500" aria-hidden />
        <p className="font-medium">Estamos preparando esta sección</p>
        <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">
          Muy pronto podrás gestionar {title.toLowerCase()} desde aquí.
        </p>
      </Card>
    </>
  );
}

/** A registry entry with no content yet. */
export function ComingSoonSection({ section }: { section: { label: string } }) {
  return <ComingSoon title={section.label} />;
}

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

/** Table wrapper: scrolls sideways on phones instead of breaking the layout. */
export function TableFrame({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full min-w-[40rem] text-left text-sm" aria-label={label}>
        {children}
      </table>
    </div>
  );
}

/** A header cell: its label, right-aligned when it holds actions or figures. */
export type Column = string | { label: string; align: 'right' };

export const ACTIONS_COLUMN: Column = { label: 'Acciones', align: 'right' };

/** A table's header row (scope="col" cells with the shared style). */
export function TableHeader({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const label = typeof column === 'string' ? column : column.label;
          const right = typeof column !== 'string' && column.align === 'right';
          return (
            <th key={label} scope="col" className={right ? `${th} text-right` : th}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

export const th =
  'bg-slate-50 px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-900 dark:text-slate-400';
export const td = 'border-t border-slate-200 px-4 py-3 align-middle dark:border-slate-800';
