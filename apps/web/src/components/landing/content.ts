// Static marketing content of the main landing (spec sections 2 and 3). Plan features are the spec's;
// plan names and prices come from the contracts' catalogue (PLAN_CATALOGO), the same the commercial
// side bills by; colours are full class names so Tailwind sees them.
import { Building2, Home, Landmark, ShieldCheck, Users, Wrench, type LucideIcon } from 'lucide-react';

import { PLAN_CATALOGO, precioPlanTexto, type PlanClave } from '@horizonte/contracts';

interface PortalCard {
  title: string;
  description: string;
  points: readonly string[];
  icon: LucideIcon;
  /** Icon tile classes (light and dark). */
  tone: string;
}

export const PORTAL_CARDS: readonly PortalCard[] = [
  {
    title: 'Administrador',
    description: 'Tesorería, mantenimiento, comunicados y proyectos del conjunto en un tablero claro.',
    points: ['Cartera y recaudo al día', 'Unidades y residentes'],
    icon: Building2,
    tone: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-300',
  },
  {
    title: 'Propietario',
    description: 'Pagos, documentos y eventos de tus unidades, siempre a la mano.',
    points: ['Historial de pagos', 'Actas y reglamento'],
    icon: Home,
    tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  },
  {
    title: 'Residente',
    description: 'Estado de cuenta, reservas de zonas comunes y PQRS desde el celular.',
    points: ['Reservas en línea', 'PQRS con seguimiento'],
    icon: Users,
    tone: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300',
  },
  {
    title: 'Consejo',
    description: 'Seguimiento de la gestión, del presupuesto y de las decisiones de la asamblea.',
    points: ['Indicadores de gestión', 'Informes para la asamblea'],
    icon: Landmark,
    tone: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  },
  {
    title: 'Proveedor',
    description: 'Órdenes de trabajo, mantenimientos programados y soportes de cada servicio.',
    points: ['Agenda de mantenimientos', 'Soportes y evidencias'],
    icon: Wrench,
    tone: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300',
  },
  {
    title: 'Portería',
    description: 'Visitantes, correspondencia y novedades de seguridad registrados al instante.',
    points: ['Control de visitantes', 'Minuta digital'],
    icon: ShieldCheck,
    tone: 'bg-cyan-100 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-300',
  },
];

export interface Plan {
  name: string;
  /** '$99' or a text for the custom plan. */
  price: string;
  period?: string;
  summary: string;
  features: readonly string[];
  popular?: boolean;
  cta: string;
}

/** A plan card: its name and price from the catalogue, its marketing text from here. */
function plan(clave: PlanClave, texto: Omit<Plan, 'name' | 'price' | 'period'>): Plan {
  const { nombre, precioMensual } = PLAN_CATALOGO[clave];
  return { name: nombre, price: precioPlanTexto(clave), ...(precioMensual === null ? {} : { period: '/mes' }), ...texto };
}

export const PLANS: readonly Plan[] = [
  plan('nucleo_premium', {
    summary: 'Lo esencial para administrar tu conjunto sin papeles.',
    features: [
      'Portales de residentes y administradores',
      'Gestión básica de apartamentos',
      'Soporte por email',
      'Actualizaciones automáticas',
    ],
    cta: 'Empezar con Núcleo',
  }),
  plan('modulos_pro', {
    summary: 'Todos los portales y la automatización que ahorra horas cada semana.',
    features: [
      'Todos los portales',
      'Automatización e IA',
      'Gestión avanzada de residentes',
      'Soporte prioritario',
      'Integraciones personalizadas',
      'Reportes avanzados',
    ],
    popular: true,
    cta: 'Elegir Módulos Pro',
  }),
  plan('elite_plus', {
    summary: 'Para administradoras con varios conjuntos y necesidades a la medida.',
    features: ['Marca blanca', 'API personalizada', 'Soporte 24/7', 'Implementación dedicada', 'Capacitación', 'SLA garantizado'],
    cta: 'Hablar con ventas',
  }),
];

export const HERO_HIGHLIGHTS: readonly string[] = [
  'Pensado para la propiedad horizontal colombiana',
  'Tus datos protegidos y con copia de seguridad',
];

/** Footer columns: the spec's links are inert text. */
export const FOOTER_COLUMNS: readonly { title: string; items: readonly string[] }[] = [
  { title: 'Producto', items: ['Características', 'Precios', 'Portales', 'Seguridad'] },
  { title: 'Empresa', items: ['Nosotros', 'Clientes', 'Trabaja con nosotros', 'Blog'] },
  { title: 'Soporte', items: ['Centro de ayuda', 'Contacto', 'Estado del servicio', 'Términos y privacidad'] },
];
