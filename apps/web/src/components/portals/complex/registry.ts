// The sections of the complex portals, /ph/{identificador}/{rol}/{section}. Each section is a file
// route under routes/ph/$identificador/$rol/ and one line here: the line gives its menu entry and who
// may open it (the layout's guard and the menu both read it).
import {
  CalendarCheck,
  CalendarDays,
  CreditCard,
  DoorOpen,
  FileText,
  FolderKanban,
  Home,
  LayoutDashboard,
  LifeBuoy,
  Megaphone,
  MessageSquare,
  Users,
  Vote,
  Wallet,
  Wrench,
} from 'lucide-react';

import type { Rol } from '@horizonte/contracts';

import type { ComplexCapabilities } from '../../../lib/access-policy.ts';
import { porteriaDelPortal, reservasDelPortal } from '../../../lib/complex-areas.ts';
import type { FileRoutesByFullPath } from '../../../routeTree.gen.ts';
import type { ColorTheme } from '../../shell/themes.ts';
import type { PortalSection } from '../portal-section.ts';
import { complexPortalKind, type ComplexPortalKind } from './kinds.ts';

/** A section key is the last segment of a file route under /ph/$identificador/$rol/. */
export type ComplexSectionKey = {
  [Path in keyof FileRoutesByFullPath]: Path extends `/ph/$identificador/$rol/${infer Key}`
    ? Key extends '' | '$'
      ? never
      : Key
    : never;
}[keyof FileRoutesByFullPath];

type ComplexSection = PortalSection<ComplexSectionKey, ComplexCapabilities>;

/** What the complex's staff readers (admin, consejo, platform staff) may open: the community and its work. */
const staffReader = (c: ComplexCapabilities) => c.community.read;

/**
 * admin, consejo, proveedor and porteria (spec section 2). Each role sees only what it can use, from
 * the shared policy: the gate opens on its own work, the proveedor reads the comunicados and its own
 * dashboard (the PQRS assigned to it), the treasury is its readers' only.
 */
const ADMIN_TYPE_SECTIONS: readonly ComplexSection[] = [
  { key: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { key: 'tesoreria', label: 'Tesorería', icon: Wallet, can: (c) => c.tesoreria },
  { key: 'mantenimiento', label: 'Mantenimiento', icon: Wrench, can: (c) => c.mantenimiento.read },
  { key: 'administrativo', label: 'Administrativo', icon: FileText, can: staffReader },
  { key: 'comunicados', label: 'Comunicados', icon: Megaphone },
  { key: 'comunidad', label: 'Comunidad', icon: Users, can: staffReader },
  { key: 'proyectos', label: 'Proyectos', icon: FolderKanban, can: staffReader },
  { key: 'porteria', label: 'Portería', icon: DoorOpen, can: (c) => porteriaDelPortal(c).verTodo },
  { key: 'reservas', label: 'Reservas', icon: CalendarCheck, can: (c) => reservasDelPortal(c).verTodas },
  { key: 'asambleas', label: 'Asambleas', icon: Vote, can: staffReader },
  { key: 'ayuda', label: 'Ayuda', icon: LifeBuoy, can: (c) => c.ayuda },
];

const OWNER_SECTIONS: readonly ComplexSection[] = [
  { key: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { key: 'pagos', label: 'Mis Pagos', icon: CreditCard },
  { key: 'pqrs', label: 'PQRS', icon: MessageSquare },
  { key: 'comunicados', label: 'Comunicados', icon: Megaphone },
  { key: 'documentos', label: 'Documentos', icon: FileText },
  { key: 'eventos', label: 'Eventos', icon: CalendarDays },
  { key: 'apartamentos', label: 'Mis Apartamentos', icon: Home },
  { key: 'reservas', label: 'Reservas', icon: CalendarCheck },
  { key: 'porteria', label: 'Portería', icon: DoorOpen },
  { key: 'asambleas', label: 'Asambleas', icon: Vote },
];

const RESIDENT_SECTIONS: readonly ComplexSection[] = [
  { key: 'dashboard', label: 'Inicio', icon: Home },
  { key: 'estado-cuenta', label: 'Estado de Cuenta', icon: CreditCard },
  { key: 'reservas', label: 'Reservas', icon: CalendarCheck },
  { key: 'pqrs', label: 'PQRS', icon: MessageSquare },
  { key: 'comunicados', label: 'Comunicados', icon: Megaphone },
  { key: 'documentos', label: 'Documentos', icon: FileText },
  { key: 'porteria', label: 'Portería', icon: DoorOpen },
  // The `asambleas` permiso is on the resident's record, not in the session: the section tells a 403 plainly.
  { key: 'asambleas', label: 'Asambleas', icon: Vote },
];

export type { ComplexPortalKind } from './kinds.ts';

interface ComplexPortalConfig {
  kind: ComplexPortalKind;
  sections: readonly ComplexSection[];
  colorTheme: ColorTheme;
}

const THEMES: Record<Rol, ColorTheme> = {
  admin: 'blue',
  consejo: 'purple',
  proveedor: 'orange',
  porteria: 'green',
  propietario: 'green',
  residente: 'orange',
};

const SECTIONS: Record<ComplexPortalKind, readonly ComplexSection[]> = {
  'admin-type': ADMIN_TYPE_SECTIONS,
  owner: OWNER_SECTIONS,
  resident: RESIDENT_SECTIONS,
};

export function complexPortalOf(rol: Rol): ComplexPortalConfig {
  const kind = complexPortalKind(rol);
  return { kind, sections: SECTIONS[kind], colorTheme: THEMES[rol] };
}
