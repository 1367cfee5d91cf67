// The header's popovers with Radix's menu (keyboard navigation, typeahead, Escape closes): loaded the
// first time a header button is pointed at, focused or pressed (header-menus.tsx).
import { useNavigate } from '@tanstack/react-router';
import { BellOff, CheckCheck, LogOut, RotateCw, Settings, User } from 'lucide-react';

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
import { haceCuanto, type CentroNotificaciones } from './use-centro-notificaciones.ts';

interface NotificationsDropdownProps {
  items: readonly Notificacion[];
  centro: CentroNotificaciones;
  count: number;
  defaultOpen: boolean;
}

export function NotificationsDropdown({ items, centro, count, defaultOpen }: NotificationsDropdownProps) {
  const navigate = useNavigate();
  const vacio = items.length === 0 && centro.notificaciones.length === 0;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <NotificationsButton count={count} />
      </DropdownMenuTrigger>
      {/* 360 px: the menu never overflows the screen; a long list scrolls inside it. */}
      <DropdownMenuContent
        className="max-h-[75vh] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto"
        data-testid="notificaciones-menu"
      >
        <DropdownMenuLabel className="font-semibold">Notificaciones</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.map((item) => (
          <DropdownMenuItem key={item.key} onSelect={item.onSelect}>
            {item.text}
          </DropdownMenuItem>
        ))}
        {items.length > 0 && centro.notificaciones.length > 0 ? <DropdownMenuSeparator /> : null}
        {centro.notificaciones.map((n) => (
          <DropdownMenuItem
            key={n.id}
            data-testid="notificacion"
            data-leida={n.leida}
            className="flex items-start gap-2"
            onSelect={() => {
              if (!n.leida) centro.marcarLeida(n.id);
              void navigate({ href: n.enlace });
            }}
          >
            <span aria-hidden className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${n.leida ? 'bg-transparent' : 'bg-blue-600'}`} />
            <span className="min-w-0 flex-1">
              <span className={`block ${n.leida ? '' : 'font-semibold'}`}>
                {n.leida ? null : <span className="sr-only">Sin leer: </span>}
                {n.titulo}
              </span>
              <span className="line-clamp-2 block text-xs text-slate-600 dark:text-slate-300">{n.cuerpo}</span>
              <time dateTime={n.creada} className="block text-xs text-slate-500 dark:text-slate-400">
                {haceCuanto(n.creada)}
              </time>
            </span>
          </DropdownMenuItem>
        ))}
        {centro.cargando && items.length === 0 ? (
          <div role="status" className="px-3 py-4 text-center text-sm text-slate-600 dark:text-slate-300">
            Cargando notificaciones…
          </div>
        ) : null}
        {centro.error ? (
          <DropdownMenuItem
            onSelect={(event) => (event.preventDefault(), centro.reintentar())}
            className="text-red-700 dark:text-red-400"
          >
            <RotateCw className="h-4 w-4" aria-hidden /> No se pudieron cargar las notificaciones. Reintentar
          </DropdownMenuItem>
        ) : null}
        {vacio && !centro.cargando && !centro.error ? (
          <div className="flex flex-col items-center gap-2 px-3 py-6 text-center text-sm text-slate-600 dark:text-slate-300">
            <BellOff className="h-6 w-6" aria-hidden />
            No hay notificaciones nuevas
          </div>
        ) : null}
        {centro.noLeidas > 0 ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={(event) => (event.preventDefault(), centro.marcarTodas())}>
              <CheckCheck className="h-4 w-4" aria-hidden /> Marcar todas como leídas
            </DropdownMenuItem>
          </>
        ) : null}
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
