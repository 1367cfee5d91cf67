// Tabs in the shadcn/ui manner, styled with Tailwind: the WAI-ARIA tabs pattern as Radix Tabs renders it
// (tablist, tab, tabpanel, automatic activation, arrow keys, Home and End, roving focus, data-state), in our
// own few lines: Radix's tabs, roving focus and collection weighed 8 KB gz on the first render of
// Tesorería, Comunidad, Administrativo and Mantenimiento (issue 27).
import { Slot } from '@radix-ui/react-slot';
import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent, type MouseEvent } from 'react';

import { cn } from '../../lib/cn.ts';

interface TabsState {
  value: string;
  select(value: string): void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('TabsList, TabsTrigger y TabsContent van dentro de <Tabs>');
  return tabs;
}

const partId = (baseId: string, part: 'trigger' | 'content', value: string) => `${baseId}-${part}-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The chosen tab, when the caller keeps it (with onValueChange). */
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
};

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const baseId = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, baseId }}>
      <div dir="ltr" data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

const KEY_STEPS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at) => at + 1,
  ArrowLeft: (at) => at - 1,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  // The arrows (looping), Home and End move the focus among the tabs, and a focused tab is chosen.
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const step = KEY_STEPS[event.key];
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (!step || at < 0 || event.defaultPrevented) return;
    event.preventDefault();
    tabs[(step(at, tabs.length) + tabs.length) % tabs.length]!.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('mb-4 flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 dark:bg-slate-900', className)}
      {...props}
      onKeyDown={move}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onMouseDown,
  onClick,
  onFocus,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  const choose = () => {
    if (!props.disabled) tabs.select(value);
  };
  return (
    <button
      type="button"
      role="tab"
      id={partId(tabs.baseId, 'trigger', value)}
      aria-controls={partId(tabs.baseId, 'content', value)}
      aria-selected={active}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      tabIndex={active ? 0 : -1}
      className={cn(
        'whitespace-nowrap rounded-lg px-4 py-2 text-sm font-medium text-slate-700 hover:bg-white/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800/60',
        'data-[state=active]:bg-white data-[state=active]:shadow-sm dark:data-[state=active]:bg-slate-800',
        className,
      )}
      {...props}
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        if (event.button === 0 && !event.ctrlKey) choose();
      }}
      onClick={(event) => {
        onClick?.(event);
        choose();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        choose();
      }}
    />
  );
}

/** The panel of one tab: rendered only while its tab is chosen (a hidden, empty panel otherwise). */
export function TabsContent({
  value,
  asChild = false,
  children,
  ...props
}: ComponentProps<'div'> & { value: string; asChild?: boolean }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  const Panel = asChild ? Slot : 'div';
  return (
    <Panel
      role="tabpanel"
      id={partId(tabs.baseId, 'content', value)}
      aria-labelledby={partId(tabs.baseId, 'trigger', value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!active}
      tabIndex={0}
      {...props}
    >
      {active ? children : null}
    </Panel>
  );
}
