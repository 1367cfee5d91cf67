// The OpenAPI document's tags, declared once with what each groups, in the order of the reference.
// Every operation's tag must be one of these (buildOpenApiDocument refuses an undeclared one).
export const OPENAPI_TAGS = [
  { name: 'Sistema', description: 'Estado del servicio y de la plataforma.' },
  { name: 'Autenticación', description: 'Registro, verificación del email, inicio y cierre de sesión, contraseñas.' },
  { name: 'Mi Perfil', description: 'Los datos, preferencias, sesiones y dispositivos del usuario que llama.' },
  {
    name: 'Inicio',
    description: 'La pantalla de inicio de propietarios y residentes: sus unidades, cuentas y pendientes en una consulta.',
  },
  { name: 'Propiedades', description: 'Los conjuntos (propiedades horizontales): alta, datos, eliminación y búsqueda.' },
  { name: 'Estadísticas', description: 'Cifras de un conjunto y de la plataforma.' },
  { name: 'Apartamentos', description: 'Las unidades de un conjunto y sus coeficientes de copropiedad.' },
  { name: 'Residentes', description: 'Propietarios, arrendatarios y residentes de cada unidad, con sus permisos.' },
  { name: 'Invitaciones', description: 'Invitaciones por email para tomar un rol en un conjunto.' },
  {
    name: 'Preregistros',
    description: 'Solicitudes de ingreso de personas a un conjunto, que la administración aprueba o rechaza.',
  },
  { name: 'Miembros', description: 'Las personas con un rol en un conjunto.' },
  { name: 'Importaciones', description: 'Carga masiva de unidades y residentes desde una hoja de cálculo, con vista previa.' },
  {
    name: 'Tesorería',
    description:
      'Presupuestos, facturación, cuotas, intereses de mora, pagos, recibos, estados de cuenta, paz y salvos y cartera.',
  },
  { name: 'Pagos en línea', description: 'Pagos con la pasarela (Wompi): configuración, intentos y eventos firmados.' },
  { name: 'Egresos', description: 'Pagos a proveedores con su retención en la fuente, comprobantes y certificados.' },
  { name: 'Proveedores', description: 'Contratistas del conjunto, sus contratos y documentos con vencimiento.' },
  { name: 'Informes', description: 'Ejecución presupuestal e informe mensual del consejo.' },
  { name: 'PQRS', description: 'Peticiones, quejas, reclamos y sugerencias, con comentarios y adjuntos.' },
  { name: 'Comunicados', description: 'Comunicados de la administración a los residentes y sus notificaciones.' },
  { name: 'Asambleas', description: 'Convocatoria, quórum, poderes, votaciones y acta de las asambleas de copropietarios.' },
  { name: 'Documentos', description: 'La biblioteca de documentos del conjunto, con versiones.' },
  { name: 'Portería', description: 'Autorizaciones de visitantes, accesos, paquetes y minuta de portería.' },
  { name: 'Reservas', description: 'Zonas comunes y sus reservas, también como calendario iCalendar.' },
  { name: 'Mantenimiento', description: 'Activos, planes de mantenimiento y órdenes de trabajo con su evidencia.' },
  {
    name: 'Usuarios de la plataforma',
    description:
      'Para el personal de la plataforma: buscar personas, su cuenta, sesiones y accesos, y actuar sobre ella con un motivo.',
  },
  { name: 'Auditoría', description: 'Quién hizo qué y cuándo, con el antes y el después de cada cambio.' },
  { name: 'Comercial', description: 'Formulario de contacto, leads, planes de los conjuntos y metas comerciales.' },
  {
    name: 'Soporte',
    description:
      'Tickets de soporte de la administración a la plataforma, su cola con SLA y los accesos de soporte de solo lectura.',
  },
  {
    name: 'Notificaciones',
    description: 'El centro de notificaciones de cada persona y sus dispositivos suscritos a notificaciones push.',
  },
  { name: 'Pruebas', description: 'Solo fuera de producción: el reloj de pruebas del servidor.' },
] as const;
