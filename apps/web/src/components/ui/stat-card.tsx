import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '../../lib/cn.ts';
import { useShellTheme } from '../shell/themes.ts';
import { Card } from './card.tsx';
import { Skeleton } from './skeleton.tsx';

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
