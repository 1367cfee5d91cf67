// Comunidad (admin-type portal): units and residents, pre-registrations, invitations.
import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { Card } from '../ui/card.tsx';
import { Alert } from '../ui/alert.tsx';
import { SectionHeader } from '../portals/blocks.tsx';
import { useShellTheme } from '../shell/themes.ts';
import { ApartamentosPanel } from './apartamentos-panel.tsx';
import { PreregistrosPanel } from './preregistros-panel.tsx';
import { InvitationsPanel } from './invitations-panel.tsx';

export interface CommunityAccess {
  read: boolean;
  readInvitations: boolean;
  manage: boolean;
}

type Tab = 'unidades' | 'preregistros' | 'invitaciones';
const TAB_LABELS: Record<Tab, string> = {
  unidades: 'Unidades y residentes',
  preregistros: 'Preregistros',
  invitaciones: 'Invitaciones',
};

export function CommunitySection({ phId, access }: { phId: string; access: CommunityAccess }) {
  const theme = useShellTheme();
  const id = useId();
  const tabs: Tab[] = access.readInvitations ? ['unidades', 'preregistros', 'invitaciones'] : ['unidades', 'preregistros'];
  const [tab, setTab] = useState<Tab>('unidades');

  if (!access.read) {
    return (
      <>
        <SectionHeader title="Comunidad" />
        <Alert tone="info">La gestión de la comunidad está disponible para la administración y el consejo del conjunto.</Alert>
      </>
    );
  }

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <>
      <SectionHeader
        title="Comunidad"
        description={
          access.manage
            ? 'Unidades, residentes, preregistros e invitaciones del conjunto.'
            : 'Consulta de unidades, residentes y preregistros (solo lectura).'
        }
      />
      <div
        role="tablist"
        aria-label="Comunidad"
        className="mb-4 flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 dark:bg-slate-900"
        onKeyDown={onKeyDown}
      >
        {tabs.map((t) => (
          <button
            key={t}
            id={`${id}-tab-${t}`}
            type="button"
            role="tab"
            aria-selected={tab === t}
            aria-controls={`${id}-panel-${t}`}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => setTab(t)}
            className={cn(
              'whitespace-nowrap rounded-lg px-4 py-2 text-sm font-medium',
              tab === t
                ? cn('bg-white shadow-sm dark:bg-slate-800', theme.text)
                : 'text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-800/60',
            )}
          >
            {TAB_LABELS[t]}
          </button>
        ))}
      </div>
      <Card role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {!access.manage ? (
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-400" data-testid="read-only-note">
            Vista de solo lectura.
          </p>
        ) : null}
        {tab === 'unidades' ? <ApartamentosPanel phId={phId} canManage={access.manage} /> : null}
        {tab === 'preregistros' ? <PreregistrosPanel phId={phId} canManage={access.manage} /> : null}
        {tab === 'invitaciones' ? <InvitationsPanel phId={phId} canManage={access.manage} /> : null}
      </Card>
    </>
  );
}
