// The spec's sample users of the platform's Usuarios section (spec section 9: sample content, not live
// data), with the one filter the section offers. Kept beside SAMPLE_FIGURES so the web decides nothing.

export const SAMPLE_USER_TIPOS = ['super', 'admin', 'propietario', 'residente'] as const;
export type SampleUserTipo = (typeof SAMPLE_USER_TIPOS)[number];

export const SAMPLE_USER_TIPO_LABELS: Record<SampleUserTipo, string> = {
  super: 'Super Usuario',
  admin: 'Administrador',
  propietario: 'Propietario',
  residente: 'Residente',
};

export interface SampleUser {
  nombre: string;
  email: string;
  tipo: SampleUserTipo;
  activo: boolean;
}

export const SAMPLE_USERS: readonly SampleUser[] = [
  { nombre: 'Laura Gómez', email: 'laura.gomez@example.com', tipo: 'admin', activo: true },
  { nombre: 'Andrés Pérez', email: 'andres.perez@example.com', tipo: 'propietario', activo: true },
  { nombre: 'Carolina Ruiz', email: 'carolina.ruiz@example.com', tipo: 'residente', activo: true },
  { nombre: 'Santiago Mejía', email: 'santiago.mejia@example.com', tipo: 'super', activo: true },
  { nombre: 'Valentina Ortiz', email: 'valentina.ortiz@example.com', tipo: 'residente', activo: false },
  { nombre: 'Julián Castro', email: 'julian.castro@example.com', tipo: 'propietario', activo: true },
];

/** `null` tipo: every kind («Todos los roles»). The search matches name or email, case-insensitively. */
export function sampleUsersMatching(tipo: SampleUserTipo | null, search: string): SampleUser[] {
  const q = search.trim().toLowerCase();
  return SAMPLE_USERS.filter(
    (u) => (tipo === null || u.tipo === tipo) && (!q || `${u.nombre} ${u.email}`.toLowerCase().includes(q)),
  );
}
