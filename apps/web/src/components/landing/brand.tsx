import { Building } from 'lucide-react';

import { PRODUCT_NAME } from '@horizonte/contracts';

/** Product mark: a tile with the building icon and the name. */
export function Brand({ name = PRODUCT_NAME }: { name?: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-blue-600 to-indigo-700 text-white shadow-sm">
        <Building className="h-5 w-5" aria-hidden />
      </span>
      <span className="truncate text-lg font-bold tracking-tight text-slate-900 dark:text-white">{name}</span>
    </span>
  );
}
