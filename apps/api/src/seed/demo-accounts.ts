// The demo accounts the README lists. One password for all of them.
import type { Rol, SuperUserRole } from '@horizonte/contracts';

export const DEMO_PASSWORD = 'Horizonte2026';

export interface DemoAccount {
  email: string;
  nombre: string;
  numeroDocumento: string;
  platformRole?: SuperUserRole;
  roles: { ph: 'altos' | 'prados'; rol: Rol }[];
  /** Apartment this person lives in (residente/propietario records). */
  unidad?: { ph: 'altos' | 'prados'; torre: string; numero: string; tipo: 'propietario' | 'residente' | 'arrendatario' };
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'superadmin@horizonte.co',
    nombre: 'Sofía Restrepo',
    numeroDocumento: '1000000001',
    platformRole: 'SUPER_ADMIN',
    roles: [],
  },
  {
    email: 'comercial@horizonte.co',
    nombre: 'Carlos Mejía',
    numeroDocumento: '1000000002',
    platformRole: 'COMERCIAL',
    roles: [],
  },
  { email: 'soporte@horizonte.co', nombre: 'Daniela Ríos', numeroDocumento: '1000000003', platformRole: 'SOPORTE', roles: [] },
  {
    email: 'admin.altos@horizonte.co',
    nombre: 'Andrés Gómez',
    numeroDocumento: '1000000004',
    roles: [{ ph: 'altos', rol: 'admin' }],
  },
  {
    email: 'admin@horizonte.co',
    nombre: 'Marcela Torres',
    numeroDocumento: '1000000005',
    roles: [
      { ph: 'altos', rol: 'admin' },
      { ph: 'prados', rol: 'admin' },
    ],
  },
  {
    email: 'propietario@horizonte.co',
    nombre: 'Jorge Pardo',
    numeroDocumento: '1000000006',
    roles: [{ ph: 'altos', rol: 'propietario' }],
    unidad: { ph: 'altos', torre: '1', numero: '101', tipo: 'propietario' },
  },
  {
    email: 'residente@horizonte.co',
    nombre: 'Laura Castro',
    numeroDocumento: '1000000007',
    roles: [{ ph: 'altos', rol: 'residente' }],
    unidad: { ph: 'altos', torre: '1', numero: '102', tipo: 'arrendatario' },
  },
  {
    email: 'consejo@horizonte.co',
    nombre: 'Hernán Vargas',
    numeroDocumento: '1000000008',
    roles: [{ ph: 'altos', rol: 'consejo' }],
  },
  {
    email: 'proveedor@horizonte.co',
    nombre: 'Servicios Aseo Total',
    numeroDocumento: '1000000009',
    roles: [{ ph: 'altos', rol: 'proveedor' }],
  },
  {
    email: 'porteria@horizonte.co',
    nombre: 'Portería Altos',
    numeroDocumento: '1000000010',
    roles: [{ ph: 'altos', rol: 'porteria' }],
  },
  {
    // Admin of one complex and council member of another: the main login's role selector shows the
    // admin access and a note about the one role it cannot use there.
    email: 'admin.prados@horizonte.co',
    nombre: 'Ricardo Lozano',
    numeroDocumento: '1000000012',
    roles: [
      { ph: 'prados', rol: 'admin' },
      { ph: 'altos', rol: 'consejo' },
    ],
  },
  { email: 'sinrol@horizonte.co', nombre: 'Valentina Ospina', numeroDocumento: '1000000011', roles: [] },
];
