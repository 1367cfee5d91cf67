// The shared dashboard shell (spec section 2): fixed header, collapsible side menu (w-16 / w-64,
// remembered), a colour theme per portal, dark mode, a drawer on phones and the floating chat link.
import { Menu, MessageCircle, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';

import { PRODUCT_NAME } from '@horizonte/contracts';

import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { helpChatUrl } from '../../lib/help-chat.ts';
import { ThemeToggle } from '../theme-toggle.tsx';
import { Button } from '../ui/button.tsx';
import { NotificationsMenu, UserMenu, type Notificacion } from './header-menus.tsx';
import { SideMenu, type ShellMenuItem } from './side-menu.tsx';
import { COLOR_THEMES, ShellThemeContext, type ColorTheme } from './themes.ts';
import { useSidebarCollapsed } from './use-sidebar.ts';

// The phone drawer (a Radix dialog) loads the first time it opens, not with every page.
const MobileDrawer = lazy(() => import('./mobile-drawer.tsx').then((m) => ({ default: m.MobileDrawer })));

interface DashboardShellProps {
  title: string;
  subtitle?: string;
  /** Where the person is, for the tab's title after the section (the complex's name); `title` when absent. */
  place?: string;
  colorTheme: ColorTheme;
  menu: readonly ShellMenuItem[];
  active: string;
  onSelect(key: string): void;
  user: { name: string; email: string; roleLabel: string };
  onLogout(): void;
  /** What the bell lists (the complex portals' unread comunicados and answered PQRS). */
  notifications?: readonly Notificacion[];
  children: ReactNode;
}

export function DashboardShell({
  title,
  subtitle,
  place,
  colorTheme,
  menu,
  active,
  onSelect,
  user,
  onLogout,
  notifications,
  children,
}: DashboardShellProps) {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const chatUrl = helpChatUrl();
  const theme = COLOR_THEMES[colorTheme];
  const collapseLabel = collapsed ? 'Expandir menú' : 'Contraer menú';
  useDocumentTitle(menu.find((item) => item.key === active)?.label, place ?? title);

  return (
    <ShellThemeContext.Provider value={colorTheme}>
      <div className="min-h-dvh bg-slate-50 dark:bg-slate-950" data-color-theme={colorTheme} data-testid="dashboard-shell">
        <a
          href="#contenido"
          className="sr-only z-[60] rounded-lg bg-white px-4 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4 dark:bg-slate-900"
        >
          Saltar al contenido
        </a>
        <header className="fixed inset-x-0 top-0 z-40 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 md:gap-3 md:px-4 dark:border-slate-800 dark:bg-slate-900">
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Abrir menú"
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
          >
            <Menu className="h-5 w-5" aria-hidden />
          </Button>
          <span
            className={cn('flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-lg font-bold', theme.solid)}
            aria-hidden
          >
            {PRODUCT_NAME[0]}
          </span>
          <div className="min-w-0 flex-1">
            <h1
              className="line-clamp-2 text-sm font-semibold leading-tight sm:truncate sm:text-base md:text-lg"
              data-testid="shell-title"
            >
              {title}
            </h1>
            {subtitle ? <p className="hidden truncate text-xs text-slate-600 sm:block dark:text-slate-400">{subtitle}</p> : null}
          </div>
          <ThemeToggle />
          <NotificationsMenu items={notifications} />
          <UserMenu name={user.name} email={user.email} roleLabel={user.roleLabel} onLogout={onLogout} />
        </header>

        <aside
          className={cn(
            'fixed bottom-0 left-0 top-16 z-30 hidden flex-col border-r border-slate-200 bg-white transition-[width] duration-200 motion-reduce:transition-none md:flex dark:border-slate-800 dark:bg-slate-900',
            collapsed ? 'w-16' : 'w-64',
          )}
          data-testid="sidebar"
          data-collapsed={collapsed}
        >
          <nav aria-label="Menú principal" className="flex-1 overflow-y-auto p-2">
            <SideMenu items={menu} active={active} onSelect={onSelect} collapsed={collapsed} />
          </nav>
          <div className="border-t border-slate-200 p-2 dark:border-slate-800">
            <button
              type="button"
              onClick={toggleCollapsed}
              aria-label={collapseLabel}
              aria-expanded={!collapsed}
              title={collapseLabel}
              data-testid="sidebar-toggle"
              className={cn(
                'flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                collapsed && 'justify-center px-0',
              )}
            >
              {collapsed ? <PanelLeftOpen className="h-5 w-5" aria-hidden /> : <PanelLeftClose className="h-5 w-5" aria-hidden />}
              <span className={cn(collapsed && 'sr-only')}>{collapseLabel}</span>
            </button>
          </div>
        </aside>

        {drawerWanted && (
          <Suspense fallback={null}>
            <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} title={title}>
              <SideMenu
                items={menu}
                active={active}
                onSelect={(key) => {
                  setDrawerOpen(false);
                  onSelect(key);
                }}
              />
            </MobileDrawer>
          </Suspense>
        )}

        <main
          id="contenido"
          tabIndex={-1}
          className={cn(
            'pt-16 outline-none transition-[padding] duration-200 motion-reduce:transition-none',
            collapsed ? 'md:pl-16' : 'md:pl-64',
          )}
        >
          <div className="mx-auto max-w-7xl p-4 pb-24 md:p-6 md:pb-24 lg:p-8 lg:pb-24">{children}</div>
        </main>

        {chatUrl ? (
          <a
            href={chatUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Chatea con nosotros (se abre en una pestaña nueva)"
            title="Chatea con nosotros"
            data-testid="chat-link"
            className={cn(
              'fixed bottom-5 right-5 z-30 flex h-14 w-14 items-center justify-center rounded-full shadow-lg',
              theme.solid,
            )}
          >
            <MessageCircle className="h-6 w-6" aria-hidden />
          </a>
        ) : null}
      </div>
    </ShellThemeContext.Provider>
  );
}

export type { ShellMenuItem, ColorTheme };
