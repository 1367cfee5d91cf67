import { Construction, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

import { Alert } from './alert.tsx';
import { Card } from './card.tsx';
import { SectionHeader } from './section-header.tsx';
import { Skeleton } from './skeleton.tsx';

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
    <div className="space-y-3" role="status" aria-busy="true" aria-label="Cargando">
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
