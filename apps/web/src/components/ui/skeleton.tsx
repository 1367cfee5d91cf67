import { cn } from '../../lib/cn.ts';

/** A grey placeholder block shown while data loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)} />;
}
