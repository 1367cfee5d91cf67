// Who a comunicado is for. Stored as JSON { tipo } or { tipo: 'torres', torres }.
import type { Audiencia } from '@horizonte/contracts';
import { Prisma, type Rol } from '@horizonte/db';

export type AudienciaGuardada =
  { tipo: 'todos' | 'propietarios' | 'residentes' | 'consejo' } | { tipo: 'torres'; torres: string[] };

/** "Torre 3" and "3" are the same tower (units store the bare name). */
const torre = (t: string) => t.replace(/^torre\s+/i, '').trim();

export function guardarAudiencia(a: Audiencia): AudienciaGuardada {
  return typeof a === 'string' ? { tipo: a } : { tipo: 'torres', torres: [...new Set(a.torres.map(torre))] };
}

export function mostrarAudiencia(a: Prisma.JsonValue): Audiencia {
  const stored = a as AudienciaGuardada;
  return stored.tipo === 'torres' ? { torres: stored.torres } : stored.tipo;
}

/** The roles each audience reaches (towers reach the people linked to a unit there). */
export const ROLES_DE: Record<Exclude<AudienciaGuardada['tipo'], 'torres'>, Rol[]> = {
  todos: ['propietario', 'residente', 'consejo', 'admin'],
  propietarios: ['propietario'],
  residentes: ['residente'],
  consejo: ['consejo'],
};

/** The audience types a member with these roles belongs to ('todos' always). */
function tiposPara(roles: Rol[]): AudienciaGuardada['tipo'][] {
  return (Object.keys(ROLES_DE) as (keyof typeof ROLES_DE)[]).filter(
    (tipo) => tipo === 'todos' || ROLES_DE[tipo].some((r) => roles.includes(r)),
  );
}

/** The comunicados a member of the complex sees (alias `c`), from their roles and their units' towers: an audience type they belong to, or one of their towers. */
export function visiblesSql(roles: Rol[], torres: string[]): Prisma.Sql {
  return Prisma.sql`(c.audiencia->>'tipo' = ANY(${tiposPara(roles)}::text[])
    OR EXISTS (SELECT 1 FROM unnest(${torres}::text[]) t WHERE c.audiencia->'torres' @> jsonb_build_array(t)))`;
}
