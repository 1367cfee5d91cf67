// The header's popovers with Radix's menu (keyboard navigation, typeahead, Escape closes): loaded the
// first time a header button is pointed at, focused or pressed (header-menus.tsx).
import { useNavigate } from '@tanstack/react-router';
import { BellOff, LogOut, Settings, User } from 'lucide-react';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { NotificationsButton, UserMenuButton } from './header-buttons.tsx';
import type { Notificacion, UserMenuProps } from './header-menus.tsx';
import { useShellTheme } from './themes.ts';

export function NotificationsDropdown({ items, defaultOpen }: { items: readonly Notificacion[]; defaultOpen: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <NotificationsButton count={items.length} />
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

export function UserDropdown({ name, email, roleLabel, onLogout, defaultOpen }: UserMenuProps & { defaultOpen: boolean }) {
  const theme = useShellTheme();
  const navigate = useNavigate();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton name={name} roleLabel={roleLabel} />
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
