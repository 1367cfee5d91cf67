// The header menus' buttons, without the menu library: the shell draws them at once, and the same
// buttons become the Radix triggers once the menus load (header-dropdowns.tsx).
import { Bell } from 'lucide-react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';

import { plural } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';
import { useShellTheme } from './themes.ts';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

export const NotificationsButton = forwardRef<HTMLButtonElement, ButtonProps & { count: number }>(function NotificationsButton(
  { count, ...props },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant="ghost"
      size="icon"
      aria-label={count ? `Notificaciones: ${plural(count, 'nueva', 'nuevas')}` : 'Notificaciones'}
      data-testid="notifications"
      className="relative"
      {...props}
    >
      <Bell className="h-5 w-5" aria-hidden />
      {count ? (
        <span
          data-testid="notifications-count"
          className="absolute right-1 top-1 min-w-4 rounded-full bg-red-600 px-1 text-[10px] font-semibold leading-4 text-white"
        >
          {count}
        </span>
      ) : null}
    </Button>
  );
});

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export const UserMenuButton = forwardRef<HTMLButtonElement, ButtonProps & { name: string; roleLabel: string }>(
  function UserMenuButton({ name, roleLabel, ...props }, ref) {
    const theme = useShellTheme();
    return (
      <button
        ref={ref}
        type="button"
        className="flex items-center gap-2 rounded-lg p-1 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-label={`Menú de usuario: ${name}`}
        data-testid="user-menu"
        {...props}
      >
        {/* The initials are a picture (drawn from an attribute), so the button's words are its accessible name. */}
        <span
          className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold before:content-[attr(data-initials)] ${theme.solid}`}
          data-initials={initials(name) || '?'}
          aria-hidden
        />
        <span className="hidden max-w-40 flex-col lg:flex">
          <span className="truncate text-sm font-medium">{name}</span>
          <span className="truncate text-xs text-slate-600 dark:text-slate-400">{roleLabel}</span>
        </span>
      </button>
    );
  },
);
