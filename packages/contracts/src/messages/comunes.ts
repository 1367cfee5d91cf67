// The texts any screen may show (the connection failed, the session ended, no access to a complex or
// no such complex),
// apart from MSG so that a page's first render downloads these few and not every text (issue 27).
// MSG includes them: the server and the rest of the client keep writing MSG.x.
export const MSG_COMUNES = {
  serverError: 'Error del servidor. El equipo técnico ha sido notificado. Intenta de nuevo en unos minutos.',
  timeout: 'La solicitud tardó demasiado en responder. Verifica tu conexión a internet e inténtalo de nuevo.',
  networkError: 'Error de conexión. No fue posible comunicarse con el servidor; verifica tu conexión a internet.',
  invalidServerResponse: 'Respuesta inválida del servidor',
  noAccessToProperty: 'No tienes acceso a esta propiedad',
  logoutSuccess: 'Sesión cerrada',
  ultimoAdministrador: 'No se puede retirar al último administrador del conjunto: primero asigna otro administrador',
  loginForbiddenMainPortal:
    'Tu cuenta no tiene permiso para iniciar sesión desde esta página. Ingresa desde el portal de tu propiedad o contacta a tu administrador.',
  complexNotFound: 'Conjunto no encontrado',
  complexNotFoundHint: 'Verifica la URL o contacta al administrador',
  propertyNotFound: 'Propiedad no encontrada',
  noAccessTitle: 'Sin Acceso Asignado',
} as const;
