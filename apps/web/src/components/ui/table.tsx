import type { ReactNode } from 'react';

/** Table wrapper: scrolls sideways on phones instead of breaking the layout. */
export function TableFrame({ children, label }: { children: ReactNode; label: string }) {
  return (
    // A frame that scrolls sideways on phones takes the focus, so a keyboard can scroll it too (WCAG 2.1.1).
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-800"
    >
      <table className="w-full min-w-[40rem] text-left text-sm" aria-label={label}>
        {children}
      </table>
    </div>
  );
}

/** A header cell: its label, right-aligned when it holds actions or figures. */
type Column = string | { label: string; align: 'right' };

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

const th =
  'bg-slate-50 px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-900 dark:text-slate-400';
export const td = 'border-t border-slate-200 px-4 py-3 align-middle dark:border-slate-800';
