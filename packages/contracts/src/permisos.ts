// A resident's permissions and states, without zod: the portal's guards (policy/community.ts) read
// them on every page, and the schemas in residente.ts would bring zod along (issue 27).
/** What a resident may do in the complex's portal. */
export const PERMISOS = ['reservas', 'pqrs', 'visitantes', 'pagos', 'asambleas', 'documentos'] as const;
export type Permiso = (typeof PERMISOS)[number];
export const PERMISO_LABELS: Record<Permiso, string> = {
  reservas: 'Reservar zonas comunes',
  pqrs: 'Radicar PQRS',
  visitantes: 'Autorizar visitantes',
  pagos: 'Ver y pagar el estado de cuenta',
  asambleas: 'Participar y votar en asambleas',
  documentos: 'Consultar documentos del conjunto',
};
export const DEFAULT_PERMISOS: Permiso[] = ['reservas', 'pqrs', 'visitantes', 'documentos'];

export const ESTADOS_RESIDENTE = ['invitado', 'activo', 'sin_email'] as const;
export type EstadoResidente = (typeof ESTADOS_RESIDENTE)[number];
export const ESTADO_RESIDENTE_LABELS: Record<EstadoResidente, string> = {
  invitado: 'Invitado',
  activo: 'Activo',
  sin_email: 'Sin email',
};
