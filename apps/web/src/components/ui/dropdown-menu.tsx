// Radix dropdown menu styled like the rest of the kit: keyboard navigation, typeahead, Escape closes.
import * as Radix from '@radix-ui/react-dropdown-menu';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';

import { cn } from '../../lib/cn.ts';

export const DropdownMenu = Radix.Root;
export const DropdownMenuTrigger = Radix.Trigger;

export const DropdownMenuContent = forwardRef<ElementRef<typeof Radix.Content>, ComponentPropsWithoutRef<typeof Radix.Content>>(
  function DropdownMenuContent({ className, sideOffset = 8, align = 'end', ...props }, ref) {
    return (
      <Radix.Portal>
        <Radix.Content
          ref={ref}
          sideOffset={sideOffset}
          align={align}
          className={cn(
            'z-50 min-w-56 overflow-hidden rounded-xl border border-slate-200 bg-white p-1 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
            className,
          )}
          {...props}
        />
      </Radix.Portal>
    );
  },
);

export const DropdownMenuItem = forwardRef<ElementRef<typeof Radix.Item>, ComponentPropsWithoutRef<typeof Radix.Item>>(
  function DropdownMenuItem({ className, ...props }, ref) {
    return (
      <Radix.Item
        ref={ref}
        className={cn(
          'flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-slate-100 data-[disabled]:opacity-50 dark:data-[highlighted]:bg-slate-800',
          className,
        )}
        {...props}
      />
    );
  },
);

export const DropdownMenuLabel = forwardRef<ElementRef<typeof Radix.Label>, ComponentPropsWithoutRef<typeof Radix.Label>>(
  function DropdownMenuLabel({ className, ...props }, ref) {
    return <Radix.Label ref={ref} className={cn('px-3 py-2 text-sm', className)} {...props} />;
  },
);

export function DropdownMenuSeparator({ className }: { className?: string }) {
  return <Radix.Separator className={cn('my-1 h-px bg-slate-200 dark:bg-slate-700', className)} />;
}
