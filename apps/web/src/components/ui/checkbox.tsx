// Radix checkbox: a real checkbox role, Space toggles, label it with <label htmlFor>.
import * as Radix from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';

import { cn } from '../../lib/cn.ts';

export const Checkbox = forwardRef<ElementRef<typeof Radix.Root>, ComponentPropsWithoutRef<typeof Radix.Root>>(function Checkbox(
  { className, ...props },
  ref,
) {
  return (
    <Radix.Root
      ref={ref}
      className={cn(
        'flex h-5 w-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white text-white data-[state=checked]:border-blue-700 data-[state=checked]:bg-blue-700 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-500 dark:bg-slate-900 dark:data-[state=checked]:border-blue-500 dark:data-[state=checked]:bg-blue-600',
        className,
      )}
      {...props}
    >
      <Radix.Indicator>
        <Check className="h-3.5 w-3.5" aria-hidden strokeWidth={3} />
      </Radix.Indicator>
    </Radix.Root>
  );
});
