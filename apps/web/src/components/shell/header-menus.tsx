// The header's popovers: notifications (real in the complex portals) and the user menu (spec section 2).
// Radix's menu (with its positioning, focus and scroll-lock code) is ~25 KB gz that every portal page
// would load for two buttons: the buttons are drawn at once and the menus load when a button is
// pointed at or focused, and open once loaded if it was pressed (issue 27: ≤ 150 KB gz per route).
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';

import { NotificationsButton, UserMenuButton } from './header-buttons.tsx';
import { useCentroNotificaciones } from './use-centro-notificaciones.ts';

export interface Notificacion {
  key: string;
  text: string;
  onSelect(): void;
}

export interface UserMenuProps {
  name: string;
  email: string;
  roleLabel: string;
  onLogout(): void;
}

const loadDropdowns = () => import('./header-dropdowns.tsx');
const NotificationsDropdown = lazy(() => loadDropdowns().then((m) => ({ default: m.NotificationsDropdown })));
const UserDropdown = lazy(() => loadDropdowns().then((m) => ({ default: m.UserDropdown })));

/** Until pressed, the plain button: it fetches the menus on the way (hover, focus) and asks for them when pressed. */
function usePressed() {
  const [pressed, setPressed] = useState(false);
  const triggerProps = {
    onPointerEnter: () => void loadDropdowns(),
    onFocus: () => void loadDropdowns(),
    onClick: () => setPressed(true),
    // Radix's trigger also opens on ArrowDown.
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setPressed(true);
      }
    },
  };
  return [pressed, triggerProps] as const;
}

/**
 * The bell: what waits for the caller (the complex portals pass those counts) and the notification
 * center's latest notifications (issue 32); the badge counts both.
 */
export function NotificationsMenu({ items = [] }: { items?: readonly Notificacion[] }) {
  const [pressed, triggerProps] = usePressed();
  const centro = useCentroNotificaciones();
  const count = items.length + centro.noLeidas;
  const button = <NotificationsButton count={count} />;
  if (!pressed) return <NotificationsButton count={count} {...triggerProps} />;
  return (
    <Suspense fallback={button}>
      <NotificationsDropdown items={items} centro={centro} count={count} defaultOpen />
    </Suspense>
  );
}

export function UserMenu(props: UserMenuProps) {
  const [pressed, triggerProps] = usePressed();
  const button = <UserMenuButton name={props.name} roleLabel={props.roleLabel} />;
  if (!pressed) return <UserMenuButton name={props.name} roleLabel={props.roleLabel} {...triggerProps} />;
  return (
    <Suspense fallback={button}>
      <UserDropdown {...props} defaultOpen />
    </Suspense>
  );
}
