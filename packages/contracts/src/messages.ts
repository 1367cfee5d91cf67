/**
 * Every Spanish text the server or the client shows. Texts quoted by the spec are copied exactly;
 * the rest follow the same voice (tú).
 */
export const MSG = {
  // Validation (spec section 5)
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  passwordMin: 'La contraseña debe tener al menos 6 caracteres',
  passwordMax: 'La contraseña no puede tener más de 128 caracteres',
  passwordRequired: 'La contraseña es requerida',
  resetTokenMissing: 'Token de reset no encontrado',
  nombreRequired: 'El nombre es requerido',
  nombreMin: 'El nombre debe tener al menos 3 caracteres',
  nitRequired: 'El NIT es requerido',
  nitDigits: 'El NIT debe tener entre 9 y 11 dígitos',
  nitCheckDigit: 'El dígito de verificación del NIT no es válido',
  direccionRequired: 'La dirección es requerida',
  ciudadRequired: 'La ciudad es requerida',
  identificadorRequired: 'El identificador es requerido',
  identificadorFormat: 'El identificador debe tener entre 3 y 10 caracteres alfanuméricos en minúsculas',
  emailRequired: 'El email es requerido',
  emailInvalid: 'Ingresa un email válido',
  tipoDocumentoRequired: 'Selecciona un tipo de documento',
  numeroDocumentoRequired: 'El número de documento es requerido',
  numeroDocumentoFormat: 'El número de documento solo puede tener letras, números y guiones',
  nombrePersonaRequired: 'El nombre es requerido',
  rolInvalid: 'El rol seleccionado no es válido',
  textTooLong: 'El texto es demasiado largo',
  invalidCharacters: 'El texto contiene caracteres no válidos',
  invalidInput: 'Datos de entrada inválidos. Verifica que todos los campos estén completos.',
  invalidId: 'El identificador del recurso no es válido',

  // Login (spec section 8)
  loginForbiddenMainPortal:
    'Tu cuenta no tiene permiso para iniciar sesión desde esta página. Ingresa desde el portal de tu propiedad o contacta a tu administrador.',
  invalidCredentials: 'Credenciales incorrectas. Verifica tu email y contraseña.',
  loginInvalidInput: 'Datos de entrada inválidos. Verifica que todos los campos estén completos.',
  tooManyLoginAttempts: 'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
  serverError: 'Error del servidor. El equipo técnico ha sido notificado. Intenta de nuevo en unos minutos.',
  timeout: 'La solicitud tardó demasiado en responder. Verifica tu conexión a internet e inténtalo de nuevo.',
  networkError: 'Error de conexión. No fue posible comunicarse con el servidor; verifica tu conexión a internet.',
  invalidServerResponse: 'Respuesta inválida del servidor',
  missingToken: 'No se recibió token de autenticación',
  unexpectedLoginError: 'Error inesperado al iniciar sesión',
  verifyEmailFirst: 'Por favor verifica tu email antes de iniciar sesión. Revisa tu bandeja de entrada.',
  loginSuccess: 'Inicio de sesión exitoso',
  complexLoginError: 'Error en el login',
  noAccessToProperty: 'No tienes acceso a esta propiedad',
  loggingIn: 'Iniciando sesión...',
  logoutSuccess: 'Sesión cerrada',

  // Sessions
  unauthenticated: 'Tu sesión no es válida o expiró. Inicia sesión de nuevo.',
  forbidden: 'No tienes permiso para realizar esta acción',
  notFound: 'El recurso solicitado no existe',
  tooManyRequests: 'Demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.',
  payloadTooLarge: 'La solicitud es demasiado grande',
  unsupportedMediaType: 'El contenido de la solicitud debe ser JSON (application/json)',
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido',
  serviceUnavailable: 'El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.',
  routeNotFound: 'La ruta solicitada no existe',

  // Registration (spec section 8)
  registering: 'Registrando...',
  registerSuccess: 'Registro exitoso. Te enviamos un email para verificar tu cuenta.',
  registerError: 'Error en el registro',
  registerServerError: 'Error en el servidor. Inténtalo de nuevo.',
  emailTaken: 'Ya existe una cuenta registrada con ese email',
  documentTaken: 'Ya existe una cuenta registrada con ese documento',

  // Email verification (spec section 8)
  verificationTokenMissing: 'Token de verificación no encontrado. Por favor, usa el enlace completo del email.',
  verificationFailed: 'Error verificando el email. El enlace puede haber expirado.',
  verificationSuccess: '¡Email verificado exitosamente! Ya puedes iniciar sesión.',
  verificationTokenUsed: 'Este enlace de verificación ya fue usado. Si ya verificaste tu email, inicia sesión.',
  verificationTokenExpired: 'El enlace de verificación expiró. Solicita uno nuevo desde el inicio de sesión.',
  verificationTokenInvalid: 'El enlace de verificación no es válido.',
  verificationResent: 'Si la cuenta existe y no está verificada, te enviamos un nuevo email de verificación.',

  // Forgot and reset (spec section 8)
  connectionErrorRetry: 'Error de conexión. Por favor intenta nuevamente.',
  forgotEmailSent: 'Si existe una cuenta con ese email, recibirás un enlace para restablecer tu contraseña.',
  forgotConfirmEmail: 'Encontramos una cuenta con ese documento. Confirma el envío al email registrado.',
  forgotEmailMismatch: 'Ese email no coincide con el registrado en la cuenta. Revísalo e inténtalo de nuevo.',
  forgotDocumentNotFound: 'No encontramos una cuenta con ese documento. Verifica el tipo y el número.',
  tooManyRecoveryAttempts: 'Demasiadas solicitudes de recuperación. Espera unos minutos e inténtalo de nuevo.',
  resetSuccess: 'Tu contraseña fue restablecida exitosamente. Ya puedes iniciar sesión.',
  resetTokenInvalid: 'El enlace para restablecer la contraseña no es válido.',
  resetTokenUsed: 'Este enlace para restablecer la contraseña ya fue usado. Solicita uno nuevo.',
  resetTokenExpired: 'El enlace para restablecer la contraseña expiró. Solicita uno nuevo.',
  changePasswordSuccess: 'Tu contraseña fue actualizada. Cerramos tus otras sesiones.',
  currentPasswordWrong: 'La contraseña actual no es correcta',

  // Properties (spec section 8)
  createPropertyError: 'Error al crear la propiedad',
  editPropertyError: 'Error al editar la propiedad',
  saving: 'Guardando...',
  identificadorTaken: 'Ya existe un conjunto con ese identificador',
  nitTaken: 'Ya existe un conjunto con ese NIT',
  propertyNotFound: 'Propiedad no encontrada',
  complexNotFound: 'Conjunto no encontrado',
  complexNotFoundHint: 'Verifica la URL o contacta al administrador',
  loadPropertyError: 'Error cargando propiedad',
  propertyDeleted: 'Propiedad eliminada',

  // Apartments, residents, invitations
  apartamentoNotFound: 'El apartamento no existe',
  apartamentoTaken: 'Ya existe una unidad con esa torre y ese número en este conjunto',
  coeficienteExceeded: 'La suma de los coeficientes de copropiedad del conjunto no puede superar el 100 %',
  numeroRequired: 'El número de la unidad es requerido',
  residenteNotFound: 'El residente no existe',
  residenteTaken: 'Esa persona ya está registrada en esta unidad',
  invitationNotFound: 'La invitación no existe',
  invitationInvalid: 'La invitación no es válida',
  invitationExpired: 'La invitación expiró. Pide a tu administrador una nueva.',
  invitationUsed: 'Esta invitación ya fue usada',
  invitationRevoked: 'Esta invitación fue revocada',
  invitationSent: 'Invitación enviada',
  invitationRevokedDone: 'Invitación revocada',
  invitationNotRevocable: 'Solo se puede revocar una invitación pendiente',
  invitationAccepted: 'Invitación aceptada. Ya puedes ingresar al portal de tu conjunto.',
  invitationEmailMismatch: 'Esta invitación fue enviada a otro email',
  invitationPasswordWrong: 'La contraseña no corresponde a la cuenta de ese email',
  invitationRegistrationRequired: 'Para crear tu cuenta completa nombre, tipo y número de documento',
  apartamentoDeleted: 'Unidad eliminada',
  residenteDeleted: 'Residente eliminado',
  tooManyPreregistros: 'Demasiados preregistros desde esta conexión. Espera unos minutos e inténtalo de nuevo.',

  // Pre-registration (spec section 8)
  preregistroError: 'Error al enviar el preregistro. Inténtalo de nuevo.',
  preregistroSuccess: '¡Preregistro enviado exitosamente! Te notificaremos cuando sea aprobado.',
  preregistroDuplicate: 'Ya tienes un preregistro pendiente en este conjunto con ese email',
  preregistroNotFound: 'El preregistro no existe',
  preregistroAlreadyDecided: 'Este preregistro ya fue decidido',
  preregistroApproved: 'Preregistro aprobado',
  preregistroRejected: 'Preregistro rechazado',

  // Guard (spec section 2)
  noAccessTitle: 'Sin Acceso Asignado',
} as const;

export type MessageKey = keyof typeof MSG;
