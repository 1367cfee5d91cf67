// Who may do what: the one policy, pure, shared by the server (which enforces it on every call) and
// the web (which shows and hides from the same rules). One file per area; no database, no I/O.
export * from './community.ts';
export * from './tesoreria.ts';
export * from './porteria.ts';
export * from './reservas.ts';
export * from './documentos.ts';
export * from './pqrs.ts';
export * from './asambleas.ts';
export * from './pagos-en-linea.ts';
export * from './mantenimiento.ts';
export * from './plataforma-usuarios.ts';
export * from './comercial.ts';
export * from './plataforma-estado.ts';
export * from './tickets-soporte.ts';
export * from './recordatorios-cobro.ts';
