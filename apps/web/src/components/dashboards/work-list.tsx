// A dashboard's list of waiting work: one row per kind, its count, its first items, and a link to the
// section of the portal where it is handled.
import { Link } from '@tanstack/react-router';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { useComplexPortal } from '../portals/complex/context.ts';
import type { ComplexSectionKey } from '../portals/complex/registry.ts';
import { Card } from '../ui/card.tsx';
import { TableSkeleton } from '../ui/states.tsx';

/** A link to a section of the current complex portal. */
export function SectionLink({
  section,
  className,
  children,
  label,
}: {
  section: ComplexSectionKey;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const { ph, capabilities } = useComplexPortal();
  return (
    <Link
      to={`/ph/$identificador/$rol/${section}`}
      params={{ identificador: ph.identificador, rol: capabilities.rol }}
      className={className}
      aria-label={label}
    >
      {children}
    </Link>
  );
}

export function WorkList({
  title,
  loading,
  children,
  testId,
}: {
  title: string;
  loading?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="mt-6" data-testid={testId}>
      <h3 className="mb-2 text-lg font-semibold">{title}</h3>
      {loading ? <TableSkeleton rows={3} /> : <ul className="divide-y divide-slate-200 dark:divide-slate-800">{children}</ul>}
    </Card>
  );
}

interface WorkRowProps {
  section: ComplexSectionKey;
  icon: LucideIcon;
  title: string;
  /** The count or the figure, shown beside the title. */
  figure: string;
  /** The first few items, one line each. */
  items?: readonly string[];
  /** Nothing waits: the row is quieter. */
  empty?: boolean;
  testId?: string;
}

export function WorkRow({ section, icon: Icon, title, figure, items = [], empty = false, testId }: WorkRowProps) {
  return (
    <li data-testid={testId}>
      <SectionLink
        section={section}
        className="flex min-h-12 items-start gap-3 rounded-lg px-1 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 dark:hover:bg-slate-900"
      >
        <Icon className="mt-0.5 h-5 w-5 shrink-0 text-slate-600 dark:text-slate-400" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium">{title}</span>
            <span className={empty ? 'text-sm text-slate-600 dark:text-slate-400' : 'font-semibold'}>{figure}</span>
          </span>
          {items.length > 0 ? (
            <span className="mt-1 block space-y-0.5 text-sm text-slate-600 dark:text-slate-400">
              {items.map((item, i) => (
                <span key={i} className="block [overflow-wrap:anywhere]">
                  {item}
                </span>
              ))}
            </span>
          ) : null}
        </span>
        <ChevronRight className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden />
      </SectionLink>
    </li>
  );
}
