import type { LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';

import { cn } from '../../lib/cn.ts';
import { useShellTheme } from './themes.ts';

export interface ShellMenuItem {
  key: string;
  label: string;
  icon: LucideIcon;
}

interface SideMenuProps {
  items: readonly ShellMenuItem[];
  active: string;
  onSelect(key: string): void;
  /** Narrow mode: icons only, the label in a tooltip. */
  collapsed?: boolean;
}

// Only the collapsed menu shows tooltips: Radix's tooltip loads when the menu is narrowed, not with every page.
const Tooltip = lazy(() => import('../ui/tooltip.tsx').then((m) => ({ default: m.Tooltip })));

export function SideMenu({ items, active, onSelect, collapsed = false }: SideMenuProps) {
  const theme = useShellTheme();
  return (
    <ul className="space-y-1">
      {items.map((item) => {
        const isActive = item.key === active;
        const button = (
          <button
            type="button"
            onClick={() => onSelect(item.key)}
            aria-current={isActive ? 'page' : undefined}
            data-menu-key={item.key}
            className={cn(
              'flex h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
              collapsed && 'justify-center px-0',
              isActive ? theme.soft : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            <item.icon className="h-5 w-5 shrink-0" aria-hidden />
            <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
          </button>
        );
        return (
          <li key={item.key}>
            {collapsed ? (
              <Suspense fallback={button}>
                <Tooltip content={item.label} side="right">
                  {button}
                </Tooltip>
              </Suspense>
            ) : (
              button
            )}
          </li>
        );
      })}
    </ul>
  );
}
