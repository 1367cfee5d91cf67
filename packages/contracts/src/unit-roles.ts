// Without zod, so the portal's guards (policy/community.ts) need not load the preregistro schemas (issue 27).
/** Roles that tie a person to a unit (the others are roles in the complex only). */
export const ROLES_UNIDAD = ['propietario', 'residente'] as const;
