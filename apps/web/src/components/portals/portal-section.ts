// The shape of a portal's section registry: one list per portal from which its menu, its routes and
// its guard are all derived.
import type { LucideIcon } from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

import type { ShellMenuItem } from '../shell/side-menu.tsx';

export interface PortalSection<Key extends string = string, Capabilities = unknown> {
  key: Key;
  label: string;
  icon: LucideIcon;
  /** Who sees it in the menu and may open it; without it, whoever may open the portal. */
  can?: (capabilities: Capabilities) => boolean;
}

/** What a registry's component receives: its own entry (e.g. for its title). */
interface SectionProps {
  section: Pick<PortalSection, 'key' | 'label'>;
}

/** A section of a portal on a fixed path (/dashboard?seccion=…, /super/…): it brings its component. */
export interface LazyPortalSection<Key extends string = string, Capabilities = unknown> extends PortalSection<Key, Capabilities> {
  component: LazyExoticComponent<ComponentType<SectionProps>>;
}

/** The sections `capabilities` may open, in menu order. */
export function allowedSections<Section extends PortalSection<string, C>, C>(
  registry: readonly Section[],
  capabilities: C,
): Section[] {
  return registry.filter((section) => !section.can || section.can(capabilities));
}

/** The section `key` if it exists and `capabilities` may open it. */
export function findSection<Section extends PortalSection<string, C>, C>(
  registry: readonly Section[],
  key: string | undefined,
  capabilities: C,
): Section | undefined {
  return allowedSections(registry, capabilities).find((section) => section.key === key);
}

export function menuOf(sections: readonly PortalSection<string, never>[]): ShellMenuItem[] {
  return sections.map(({ key, label, icon }) => ({ key, label, icon }));
}

/** `lazy()` for a named export: `lazyNamed(() => import('./samples.tsx'), 'UsersSample')`. */
export function lazyNamed<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentType<SectionProps>> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<SectionProps> }));
}
