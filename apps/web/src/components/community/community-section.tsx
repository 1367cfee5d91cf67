// Comunidad (admin-type portal): units and residents, pre-registrations, invitations, members and their roles.
import { lazy, Suspense, useState } from 'react';

import type { CommunityAccess } from '../../lib/access-policy.ts';
import { cn } from '../../lib/cn.ts';
import { useShellTheme } from '../shell/themes.ts';
import { Alert } from '../ui/alert.tsx';
import { Card } from '../ui/card.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { TableSkeleton } from '../ui/states.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx';

// Every panel loads after the tab list, the units too, so the section's first render stays small; the other
// tabs (their forms, react-hook-form and zod) load when chosen (issue 27).
const ApartamentosPanel = lazy(() => import('./apartamentos-panel.tsx').then((m) => ({ default: m.ApartamentosPanel })));
const InvitationsPanel = lazy(() => import('./invitations-panel.tsx').then((m) => ({ default: m.InvitationsPanel })));
const MiembrosPanel = lazy(() => import('./miembros-panel.tsx').then((m) => ({ default: m.MiembrosPanel })));
const PreregistrosPanel = lazy(() => import('./preregistros-panel.tsx').then((m) => ({ default: m.PreregistrosPanel })));

type Tab = 'unidades' | 'preregistros' | 'invitaciones' | 'miembros';
const TAB_LABELS: Record<Tab, string> = {
  unidades: 'Unidades y residentes',
  preregistros: 'Preregistros',
  invitaciones: 'Invitaciones',
  miembros: 'Miembros y roles',
};

export function CommunitySection({ phId, access }: { phId: string; access: CommunityAccess }) {
  const theme = useShellTheme();
  const tabs: Tab[] = access.readInvitations
    ? ['unidades', 'preregistros', 'invitaciones', 'miembros']
    : ['unidades', 'preregistros', 'miembros'];
  const [tab, setTab] = useState<Tab>('unidades');

  if (!access.read) {
    return (
      <>
        <SectionHeader title="Comunidad" />
        <Alert tone="info">La gestión de la comunidad está disponible para la administración y el consejo del conjunto.</Alert>
      </>
    );
  }

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
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Comunidad">
          {tabs.map((t) => (
            <TabsTrigger key={t} value={t} className={cn(tab === t && theme.text)}>
              {TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => (
          <TabsContent key={t} value={t} asChild>
            <Card>
              {!access.manage ? (
                <p className="mb-4 text-sm text-slate-600 dark:text-slate-400" data-testid="read-only-note">
                  Vista de solo lectura.
                </p>
              ) : null}
              <Suspense fallback={<TableSkeleton />}>
                {t === 'unidades' ? <ApartamentosPanel phId={phId} canManage={access.manage} /> : null}
                {t === 'preregistros' ? <PreregistrosPanel phId={phId} canManage={access.manage} /> : null}
                {t === 'invitaciones' ? <InvitationsPanel phId={phId} canManage={access.manage} /> : null}
                {t === 'miembros' ? <MiembrosPanel phId={phId} canManage={access.manage} /> : null}
              </Suspense>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
