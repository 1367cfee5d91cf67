// The spec's fixed sample content (section 1: most dashboard figures are samples, not live data).
import { Building2, CreditCard, KeyRound, ShieldCheck, UserPlus, Wrench } from 'lucide-react';

import { SAMPLE_FIGURES } from '@horizonte/contracts';

import type { SampleItem } from '../ui/sample-list.tsx';

export const SAMPLE_ACTIVITY: SampleItem[] = [
  { title: 'Nueva propiedad registrada', detail: 'Conjunto Residencial Los Pinos', meta: 'Hace 2 horas', icon: Building2 },
  { title: 'Pago recibido', detail: 'Torre 2 · Apto 301 — administración de junio', meta: 'Hace 4 horas', icon: CreditCard },
  { title: 'Nuevo usuario', detail: 'Se unió un residente en Altos del Chicó', meta: 'Ayer', icon: UserPlus },
  { title: 'Mantenimiento programado', detail: 'Revisión de ascensores, Torre 1', meta: 'Hace 2 días', icon: Wrench },
];

export const SAMPLE_SECURITY: SampleItem[] = [
  { title: 'Inicio de sesión exitoso', detail: 'superadmin@horizonte.co desde Bogotá', meta: 'Hace 5 min', icon: KeyRound },
  { title: 'Intentos fallidos bloqueados', detail: '3 intentos desde una misma IP', meta: 'Hace 1 hora', icon: ShieldCheck },
  { title: 'Contraseña restablecida', detail: 'Un administrador cambió su contraseña', meta: 'Ayer', icon: KeyRound },
];

export const SAMPLE_PLATFORM = {
  activeUsers: SAMPLE_FIGURES.activeUsers,
  properties: SAMPLE_FIGURES.properties,
  version: SAMPLE_FIGURES.version,
  sessionHours: SAMPLE_FIGURES.sessionHours,
  loginAttemptLimit: SAMPLE_FIGURES.loginAttemptLimit,
};
