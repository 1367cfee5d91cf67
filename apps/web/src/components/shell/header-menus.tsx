// The header's popovers: notifications (real in the complex portals) and the user menu (spec section 2).
import { useNavigate } from '@tanstack/react-router';
import { Bell, BellOff, LogOut, Settings, User } from 'lucide-react';

import { plural } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { useShellTheme } from './themes.ts';

export interface Notificacion {
  key: string;
  text: string;
  onSelect(): void;
}

/** The bell: the complex portals pass the caller's real notifications; elsewhere there are none. */
export function NotificationsMenu({ items = [] }: { items?: readonly Notificacion[] }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={items.length ? `Notificaciones: ${plural(items.length, 'nueva', 'nuevas')}` : 'Notificaciones'}
          data-testid="notifications"
          className="relative"
        >
          <Bell className="h-5 w-5" aria-hidden />
          {items.length ? (
            <span
              data-testid="notifications-count"
              className="absolute right-1 top-1 min-w-4 rounded-full bg-red-600 px-1 text-[10px] font-semibold leading-4 text-white"
            >
              {items.length}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <DropdownMenuLabel className="font-semibold">Notificaciones</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.length ? (
          items.map((item) => (
            <DropdownMenuItem key={item.key} onSelect={item.onSelect}>
              {item.text}
            </DropdownMenuItem>
          ))
        ) : (
          <div className="flex flex-col items-center gap-2 px-3 py-6 text-center text-sm text-slate-600 dark:text-slate-300">
            <BellOff className="h-6 w-6" aria-hidden />
            No hay notificaciones nuevas
          </div>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

interface UserMenuProps {
  name: string;
  email: string;
  roleLabel: string;
  onLogout(): void;
}

export function UserMenu({ name, email, roleLabel, onLogout }: UserMenuProps) {
  const theme = useShellTheme();
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="flex items-center gap-2 rounded-lg p-1 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
          aria-label={`Menú de usuario: ${name}`}
          data-testid="user-menu"
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
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel>
          <span className="block font-semibold">{name}</span>
          <span className="block truncate text-slate-600 dark:text-slate-400">{email}</span>
          <span
            className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-medium ${theme.soft}`}
            data-testid="user-role"
          >
            {roleLabel}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate({ to: '/perfil' })}>
          <User className="h-4 w-4" aria-hidden /> Mi Perfil
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate({ to: '/perfil', hash: 'notificaciones' })}>
          <Settings className="h-4 w-4" aria-hidden /> Configuración
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout} className="text-red-700 dark:text-red-400">
          <LogOut className="h-4 w-4" aria-hidden /> Cerrar Sesión
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
