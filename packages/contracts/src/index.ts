export * from './constants.ts';
export * from './decimal.ts';
export * from './perfil.ts';
export * from './importacion.ts';
export * from './messages.ts';
export * from './errores.ts';
export * from './roles.ts';
export * from './documents.ts';
export * from './nit.ts';
export * from './fields.ts';
export * from './civil.ts';
export * from './fechas.ts';
export * from './formato.ts';
export * from './auth.ts';
export * from './ph.ts';
export * from './apartamento.ts';
export * from './residente.ts';
export * from './invitation.ts';
export * from './preregistro.ts';
export * from './stats.ts';
export * from './system.ts';
export * from './policy.ts';
export * from './tesoreria/index.ts';
export * from './pqrs.ts';
export * from './comunicado.ts';
export * from './asambleas/reglas.ts';
export * from './documentos.ts';
export * from './porteria.ts';
export * from './asambleas.ts';
export * from './asambleas/eventos.ts';
export * from './reservas.ts';
export * from './miembros.ts';
export * from './pagos-en-linea.ts';
// Issue 29: mantenimiento, órdenes, proveedores, egresos and the consejo's report.
export * from './mantenimiento/activos.ts';

export * from './mantenimiento/planes.ts';

export * from './ordenes.ts';

export * from './proveedores.ts';

export * from './egresos.ts';

export * from './informes.ts';
export * from './inicio.ts';
// Issue 32: notifications — the catalogue of events, categories and channels.
export * from './notificaciones/catalogo.ts';

export * from './plataforma-usuarios.ts';
// Issue 33: complexes as customers (plans, leads, targets).
export * from './planes.ts';
export * from './comercial.ts';
// Issue 33: the platform's measured state and support tickets.
export * from './plataforma-estado.ts';
export * from './tickets-soporte.ts';
export * from './notificaciones/centro.ts';
// Issue 32: preferences and consent per channel; collection reminders per complex.
export * from './notificaciones/preferencias.ts';
export * from './cobro/recordatorios.ts';
