// The plan catalogue (issue 33): the landing's three plans and their monthly prices, said once. The
// landing's pricing section and the commercial side (plans, MRR) both read it. Light: the landing loads
// it with only the shared money formatter (Intl).
import { formatoPesos } from './formato.ts';

export const PLANES = ['nucleo_premium', 'modulos_pro', 'elite_plus'] as const;
export type PlanClave = (typeof PLANES)[number];

export interface PlanCatalogo {
  nombre: string;
  /** The published monthly price per complex; null for the plan priced for each customer. */
  precioMensual: number | null;
}

/** The landing's three plans: a flat monthly price per complex (the landing prices no unit). */
export const PLAN_CATALOGO: Record<PlanClave, PlanCatalogo> = {
  nucleo_premium: { nombre: 'Núcleo Premium', precioMensual: 99 },
  modulos_pro: { nombre: 'Módulos Pro', precioMensual: 199 },
  elite_plus: { nombre: 'Élite Plus', precioMensual: null },
};

export const PRECIO_PERSONALIZADO = 'Precio personalizado';

/** «$1.234»: the pesos of formatoPesos written as the landing's price cards write them (no space after $). */
export function formatoPrecio(valor: number): string {
  return formatoPesos(valor).replace('$ ', '$');
}

/** What the landing shows as a plan's price: «$99» or «Precio personalizado». */
export function precioPlanTexto(plan: PlanClave): string {
  const precio = PLAN_CATALOGO[plan].precioMensual;
  return precio === null ? PRECIO_PERSONALIZADO : formatoPrecio(precio);
}

/** A complex's monthly price: the catalogue's, or the one agreed for Élite Plus (0 while none is recorded). */
export function precioMensualDe(plan: PlanClave, precioAcordado: number | null): number {
  return PLAN_CATALOGO[plan].precioMensual ?? precioAcordado ?? 0;
}
