// Icon, colour and description of each access in the role selector (spec section 2).
import { Building2, Crown, HardHat, Home, Landmark, ShieldCheck, Users, type LucideIcon } from 'lucide-react';

import { administraConjuntos, rolLabel, superUserRoleLabel, type RoleEntry } from '@horizonte/contracts';

interface RoleVisual {
  title: string;
  description: string;
  icon: LucideIcon;
  tone: string;
}

const TONES: Record<string, { icon: LucideIcon; tone: string }> = {
  super: { icon: Crown, tone: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-300' },
  admin: { icon: Building2, tone: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-300' },
  propietario: { icon: Home, tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300' },
  residente: { icon: Users, tone: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300' },
  consejo: { icon: Landmark, tone: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300' },
  proveedor: { icon: HardHat, tone: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300' },
  porteria: { icon: ShieldCheck, tone: 'bg-cyan-100 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-300' },
};

export function roleVisual(entry: RoleEntry): RoleVisual {
  if (entry.isSuperUser) {
    return { title: superUserRoleLabel(entry.rol), description: 'Acceso global al sistema', ...TONES.super! };
  }
  const nombre = entry.ph?.nombre ?? '';
  const look = TONES[entry.rol] ?? TONES.admin!;
  return {
    title: rolLabel(entry.rol),
    description: administraConjuntos(entry.rol) ? `Administrador de ${nombre}` : `Acceso a ${nombre}`,
    ...look,
  };
}

/** From the main login only super users and administrators may enter (spec section 6). */
export function enterableFromMain(entry: RoleEntry): boolean {
  return entry.isSuperUser || administraConjuntos(entry.rol);
}
