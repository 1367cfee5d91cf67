// Issue 30: one machine-readable code per kind of error: the `code` of every REST error body and
// tRPC's `error.data.codigo`, listed as an enum in /api/openapi.json. Each code maps to its Spanish
// message (a text, or a function of the values it quotes), so a throw site names only the code.
import { ASAMBLEA_MSG } from './asambleas/constantes.ts';
import { RECORDATORIOS_MSG } from './cobro/recordatorios.ts';
import { COMERCIAL_MSG } from './comercial.ts';
import { COMUNICADO_MSG } from './comunicado.ts';
import { DOCUMENTO_MSG } from './documentos.ts';
import { EGRESOS_MSG } from './egresos.ts';
import { INFORMES_MSG } from './informes.ts';
import { MANTENIMIENTO_MSG } from './mantenimiento/activos.ts';
import { MSG } from './messages.ts';
import { NOTIFICACIONES_MSG } from './notificaciones/centro.ts';
import { PREFERENCIAS_NOTIFICACION_MSG } from './notificaciones/preferencias.ts';
import { ORDENES_MSG } from './ordenes.ts';
import { PAGOS_EN_LINEA_MSG } from './pagos-en-linea.ts';
import { PLATAFORMA_USUARIOS_MSG } from './plataforma-usuarios.ts';
import { PORTERIA_MSG } from './porteria.ts';
import { PQRS_MSG } from './pqrs/constantes.ts';
import { PROVEEDORES_MSG } from './proveedores.ts';
import { RESERVAS_MSG } from './reservas.ts';
import { TESORERIA_MSG } from './tesoreria/schemas.ts';
import { TICKETS_MSG } from './tickets-soporte.ts';

/** A text the domain composed itself (from its own messages): the code says what kind it is. */
const aTexto = (mensaje: string): string => mensaje;

export const ERRORES = {
  // Generic: any operation may answer them.
  ENTRADA_INVALIDA: MSG.invalidInput,
  JSON_INVALIDO: MSG.malformedJson,
  URL_INVALIDA: MSG.malformedUrl,
  ID_INVALIDO: MSG.invalidId,
  TEXTO_CON_CARACTERES_INVALIDOS: MSG.invalidCharacters,
  LOTE_DEMASIADO_GRANDE: MSG.batchTooLarge,
  NO_AUTENTICADO: MSG.unauthenticated,
  SIN_ACCESO: MSG.forbidden,
  NO_ENCONTRADO: MSG.notFound,
  RUTA_NO_ENCONTRADA: MSG.routeNotFound,
  METODO_NO_PERMITIDO: MSG.methodNotAllowed,
  CONFLICTO: MSG.conflict,
  CUERPO_DEMASIADO_GRANDE: MSG.payloadTooLarge,
  TIPO_DE_CONTENIDO_NO_SOPORTADO: MSG.unsupportedMediaType,
  DEMASIADAS_SOLICITUDES: MSG.tooManyRequests,
  ERROR_INTERNO: MSG.serverError,
  SERVICIO_NO_DISPONIBLE: MSG.serviceUnavailable,
  METRICAS_TOKEN_INVALIDO: MSG.metricsUnauthorized,

  // Accounts, complexes, units, residents, invitations, pre-registrations, imports
  APARTAMENTO_CON_HISTORIAL: MSG.apartamentoConHistorial,
  APARTAMENTO_NO_ENCONTRADO: MSG.apartamentoNotFound,
  APARTAMENTO_REPETIDO: MSG.apartamentoTaken,
  COEFICIENTES_SUPERAN_EL_100: MSG.coeficienteExceeded,
  CONJUNTO_NO_ENCONTRADO: MSG.propertyNotFound,
  CONTRASENA_ACTUAL_INCORRECTA: MSG.currentPasswordWrong,
  CONTRASENA_DEMASIADO_COMUN: MSG.passwordTooCommon,
  CREDENCIALES_INCORRECTAS: MSG.invalidCredentials,
  CUENTA_NO_ENCONTRADA: MSG.forgotDocumentNotFound,
  DOCUMENTO_YA_REGISTRADO: MSG.documentTaken,
  EMAIL_NO_VERIFICADO: MSG.verifyEmailFirst,
  EMAIL_SIN_CAMBIO: MSG.emailChangeSame,
  EMAIL_YA_REGISTRADO: MSG.emailTaken,
  ENLACE_DE_RESTABLECIMIENTO_INVALIDO: MSG.resetTokenInvalid,
  ENLACE_DE_RESTABLECIMIENTO_USADO: MSG.resetTokenUsed,
  ENLACE_DE_RESTABLECIMIENTO_VENCIDO: MSG.resetTokenExpired,
  ENLACE_DE_VERIFICACION_INVALIDO: MSG.verificationTokenInvalid,
  ENLACE_DE_VERIFICACION_USADO: MSG.verificationTokenUsed,
  ENLACE_DE_VERIFICACION_VENCIDO: MSG.verificationTokenExpired,
  IDEMPOTENCY_KEY_EN_PROCESO: MSG.idempotencyInProgress,
  IDEMPOTENCY_KEY_INVALIDA: MSG.idempotencyKeyInvalid,
  IDEMPOTENCY_KEY_REUTILIZADA: MSG.idempotencyKeyReused,
  IDENTIFICADOR_YA_REGISTRADO: MSG.identificadorTaken,
  IMPORTACION_ARCHIVO_DEMASIADO_GRANDE: MSG.importTooLarge,
  IMPORTACION_ARCHIVO_FALTANTE: MSG.importFileMissing,
  IMPORTACION_ARCHIVO_VACIO: MSG.importEmpty,
  IMPORTACION_CON_ERRORES: MSG.importHasErrors,
  IMPORTACION_CON_MACROS: MSG.importMacros,
  IMPORTACION_DEMASIADAS_CELDAS: MSG.importTooManyCells,
  IMPORTACION_DEMASIADAS_COLUMNAS: MSG.importTooManyColumns,
  IMPORTACION_DEMASIADAS_FILAS: MSG.importTooManyRows,
  IMPORTACION_DEMASIADO_GRANDE_DESCOMPRIMIDA: MSG.importTooBig,
  IMPORTACION_NO_ENCONTRADA: MSG.importNotFound,
  IMPORTACION_NO_ES_HOJA_DE_CALCULO: MSG.importNotSpreadsheet,
  IMPORTACION_RESIDUO_FILA_INVALIDA: MSG.importResiduoFila,
  IMPORTACION_RESIDUO_REQUERIDO: MSG.importResiduoRequired,
  IMPORTACION_VENCIDA: MSG.importExpired,
  IMPORTACION_YA_APLICADA: MSG.importAlreadyApplied,
  INVITACION_CONTRASENA_INCORRECTA: MSG.invitationPasswordWrong,
  INVITACION_INVALIDA: MSG.invitationInvalid,
  INVITACION_NO_ENCONTRADA: MSG.invitationNotFound,
  INVITACION_NO_REVOCABLE: MSG.invitationNotRevocable,
  INVITACION_REGISTRO_INCOMPLETO: MSG.invitationRegistrationRequired,
  INVITACION_REVOCADA: MSG.invitationRevoked,
  INVITACION_USADA: MSG.invitationUsed,
  INVITACION_VENCIDA: MSG.invitationExpired,
  NIT_YA_REGISTRADO: MSG.nitTaken,
  PORTAL_EQUIVOCADO: MSG.loginForbiddenMainPortal,
  PREREGISTRO_DUPLICADO: MSG.preregistroDuplicate,
  PREREGISTRO_NO_ENCONTRADO: MSG.preregistroNotFound,
  PREREGISTRO_ROL_SIN_UNIDAD: MSG.preregistroRolSinUnidad,
  PREREGISTRO_YA_DECIDIDO: MSG.preregistroAlreadyDecided,
  RESIDENTE_EMAIL_ACTIVO: MSG.residenteEmailActivo,
  RESIDENTE_NO_ENCONTRADO: MSG.residenteNotFound,
  RESIDENTE_SIN_EMAIL: MSG.residenteSinEmail,
  RESIDENTE_YA_ACTIVO: MSG.residenteYaActivo,
  RESIDENTE_YA_REGISTRADO: MSG.residenteTaken,
  ROL_NO_ASIGNADO: MSG.rolNoAsignado,
  SIN_ACCESO_AL_CONJUNTO: MSG.noAccessToProperty,
  ULTIMO_ADMINISTRADOR: MSG.ultimoAdministrador,

  // Asambleas
  ASAMBLEA_TICKET_INVALIDO: ASAMBLEA_MSG.ticketInvalido,
  ASAMBLEA_TICKET_USADO: ASAMBLEA_MSG.ticketUsado,
  ASAMBLEA_TICKET_VENCIDO: ASAMBLEA_MSG.ticketVencido,
  ACTA_SIN_FIRMANTES: ASAMBLEA_MSG.actaSinFirmantes,
  ADHESION_REPETIDA: ASAMBLEA_MSG.adhesionRepetida,
  ADHESIONES_INSUFICIENTES: ASAMBLEA_MSG.adhesionesInsuficientes,
  APODERADO_ADMINISTRADOR: ASAMBLEA_MSG.apoderadoAdministrador,
  ASAMBLEA_ANTELACION_INSUFICIENTE: ASAMBLEA_MSG.antelacion,
  ASAMBLEA_ANTES_DE_LA_HORA: ASAMBLEA_MSG.antesDeLaHora,
  ASAMBLEA_ESCRITA_VENCIDA: ASAMBLEA_MSG.escritaVencida,
  ASAMBLEA_NO_EN_CURSO: ASAMBLEA_MSG.asambleaNoEnCurso,
  ASAMBLEA_NO_ENCONTRADA: ASAMBLEA_MSG.notFound,
  ASAMBLEA_NO_ES_PROPIETARIO: ASAMBLEA_MSG.noEsPropietario,
  ASAMBLEA_SALIDA_REGISTRADA: ASAMBLEA_MSG.salidaRegistrada,
  ASAMBLEA_SIN_ASISTENCIA: ASAMBLEA_MSG.sinAsistencia,
  ASAMBLEA_SIN_LUGAR_NI_ENLACE: ASAMBLEA_MSG.lugarOEnlace,
  ASAMBLEA_SIN_QUORUM: ASAMBLEA_MSG.sinQuorum,
  ASAMBLEA_SUMA_DE_COEFICIENTES: ASAMBLEA_MSG.sumaCoeficientes,
  ASAMBLEA_TERMINADA_SECRETARIO: ASAMBLEA_MSG.secretarioTerminada,
  ASAMBLEA_TRANSICION_INVALIDA: ASAMBLEA_MSG.transicionInvalida,
  ASAMBLEA_YA_EN_SEGUNDA_CONVOCATORIA: ASAMBLEA_MSG.yaSegunda,
  ASAMBLEA_YA_HAY_QUORUM: ASAMBLEA_MSG.hayQuorum,
  ASISTENCIA_ABIERTA: ASAMBLEA_MSG.asistenciaAbierta,
  ASISTENCIA_AUN_NO: ASAMBLEA_MSG.asistenciaAunNo,
  ASISTENCIA_NO_ENCONTRADA: ASAMBLEA_MSG.asistenciaNotFound,
  CALIFICADA_NO_PRESENCIAL: ASAMBLEA_MSG.calificadaNoPresencial,
  EXTERNO_FECHA_FUTURA: ASAMBLEA_MSG.externoFechaFutura,
  EXTERNO_SIN_FECHA: ASAMBLEA_MSG.externoSinFecha,
  EXTERNO_SIN_SOPORTE: ASAMBLEA_MSG.externoSinSoporte,
  IMPUGNACION_FIRME: ASAMBLEA_MSG.impugnacionFirme,
  IMPUGNACION_PUNTOS: ASAMBLEA_MSG.impugnacionPuntos,
  ORDEN_DEL_DIA_BLOQUEADO: ASAMBLEA_MSG.ordenDelDiaBloqueado,
  OTRO_PUNTO_ABIERTO: ASAMBLEA_MSG.otroPuntoAbierto,
  PODER_ACTIVO: ASAMBLEA_MSG.poderActivo,
  PODER_ENLACE_INVALIDO: ASAMBLEA_MSG.poderEnlaceInvalido,
  PODER_ENLACE_VENCIDO: ASAMBLEA_MSG.poderEnlaceVencido,
  PODER_NO_ENCONTRADO: ASAMBLEA_MSG.poderNotFound,
  PODER_NO_VIGENTE: ASAMBLEA_MSG.poderNoVigente,
  PODER_OTRO_CORREO: ASAMBLEA_MSG.poderOtroCorreo,
  PODER_TOPE: ASAMBLEA_MSG.poderTope,
  PODER_TRANSICION: ASAMBLEA_MSG.poderTransicion,
  PODER_YA_ACEPTADO: ASAMBLEA_MSG.poderYaAceptado,
  PROPIETARIOS_SOLO_EXTRAORDINARIA: ASAMBLEA_MSG.propietariosSoloExtraordinaria,
  PUNTO_ABIERTO_PENDIENTE: ASAMBLEA_MSG.puntoAbiertoPendiente,
  PUNTO_INFORMATIVO: ASAMBLEA_MSG.puntoInformativo,
  PUNTO_NO_ABIERTO: ASAMBLEA_MSG.puntoNoAbierto,
  PUNTO_NO_ENCONTRADO: ASAMBLEA_MSG.puntoNotFound,
  PUNTO_TRANSICION: ASAMBLEA_MSG.puntoTransicion,
  REUNION_PASADA: ASAMBLEA_MSG.reunionPasada,
  UNIDAD_FUERA_DEL_PADRON: ASAMBLEA_MSG.unidadFueraDelPadron,
  VOTO_REPETIDO: ASAMBLEA_MSG.votoRepetido,

  // Comercial (issue 33)
  CONJUNTO_SUSPENDIDO: COMERCIAL_MSG.conjuntoSuspendido,
  LEAD_NO_CONVERTIBLE: COMERCIAL_MSG.leadNoConvertible,
  LEAD_NO_ENCONTRADO: COMERCIAL_MSG.leadNoEncontrado,
  LEAD_TRANSICION_INVALIDA: COMERCIAL_MSG.transicionInvalida,

  // Comunicados
  COMUNICADO_NO_ENCONTRADO: COMUNICADO_MSG.notFound,

  // Documentos
  DOCUMENTO_ARCHIVADO: DOCUMENTO_MSG.archivado,
  DOCUMENTO_ARCHIVO_FALTANTE: DOCUMENTO_MSG.archivoFaltante,
  DOCUMENTO_ARCHIVO_GRANDE: DOCUMENTO_MSG.archivoGrande,
  DOCUMENTO_ARCHIVO_TIPO: DOCUMENTO_MSG.archivoTipo,
  DOCUMENTO_NO_ENCONTRADO: DOCUMENTO_MSG.notFound,
  DOCUMENTO_SIN_PERMISO: DOCUMENTO_MSG.sinPermiso,
  VERSION_NO_ENCONTRADA: DOCUMENTO_MSG.versionNotFound,

  // Egresos
  EGRESO_CONTRATO_NO_ENCONTRADO: EGRESOS_MSG.contratoNotFound,
  EGRESO_FECHA_FUTURA: EGRESOS_MSG.fechaFutura,
  EGRESO_NO_ENCONTRADO: EGRESOS_MSG.egresoNotFound,
  EGRESO_ORDEN_NO_ENCONTRADA: EGRESOS_MSG.ordenNotFound,
  EGRESO_PROVEEDOR_NO_ENCONTRADO: EGRESOS_MSG.proveedorNotFound,
  EGRESO_RUBRO_NO_EXISTE: EGRESOS_MSG.rubroNoExiste,
  EGRESO_SIN_PRESUPUESTO: EGRESOS_MSG.sinPresupuesto,
  EGRESO_SIN_SOPORTE: EGRESOS_MSG.sinSoporte,
  EGRESO_SOPORTE_FALTANTE: EGRESOS_MSG.soporteFaltante,
  EGRESO_SOPORTE_GRANDE: EGRESOS_MSG.soporteGrande,
  EGRESO_SOPORTE_TIPO: EGRESOS_MSG.soporteTipo,
  EGRESO_YA_ANULADO: EGRESOS_MSG.yaAnulado,

  // Plataforma: usuarios y auditoría (issue 33)
  AUDITORIA_RANGO_INVALIDO: PLATAFORMA_USUARIOS_MSG.rangoFechas,
  AUDITORIA_RANGO_DEMASIADO_LARGO: PLATAFORMA_USUARIOS_MSG.rangoDemasiadoLargo,
  CUENTA_BLOQUEADA: PLATAFORMA_USUARIOS_MSG.cuentaBloqueada,
  CUENTA_NO_BLOQUEADA: PLATAFORMA_USUARIOS_MSG.noBloqueada,
  CUENTA_YA_BLOQUEADA: PLATAFORMA_USUARIOS_MSG.yaBloqueada,
  CUENTA_YA_VERIFICADA: PLATAFORMA_USUARIOS_MSG.cuentaYaVerificada,
  NO_PUEDES_BLOQUEARTE: PLATAFORMA_USUARIOS_MSG.noPuedesBloquearte,
  ROL_PLATAFORMA_SIN_CAMBIO: PLATAFORMA_USUARIOS_MSG.rolSinCambio,
  ULTIMO_SUPER_ADMIN: PLATAFORMA_USUARIOS_MSG.ultimoSuperAdmin,
  USUARIO_NO_ENCONTRADO: PLATAFORMA_USUARIOS_MSG.usuarioNoEncontrado,

  // Informes
  INFORME_CORTE_FUERA_DEL_ANIO: INFORMES_MSG.corteFueraDelAnio,
  INFORME_PERIODO_FUTURO: INFORMES_MSG.periodoFuturo,
  INFORME_YA_PUBLICADO: INFORMES_MSG.informeYaPublicado,

  // Mantenimiento
  ACTIVO_ARCHIVADO: MANTENIMIENTO_MSG.activoArchivado,
  GARANTIA_ANTES_DE_INSTALACION: MANTENIMIENTO_MSG.garantiaAntesDeInstalacion,
  MANTENIMIENTO_ACTIVO_NO_ENCONTRADO: MANTENIMIENTO_MSG.activoNotFound,
  MANTENIMIENTO_PROVEEDOR_NO_ENCONTRADO: MANTENIMIENTO_MSG.proveedorNotFound,
  PLAN_ARCHIVADO: MANTENIMIENTO_MSG.planArchivado,
  PLAN_FUENTE_REQUERIDA: MANTENIMIENTO_MSG.fuenteRequerida,
  PLAN_NO_ENCONTRADO: MANTENIMIENTO_MSG.planNotFound,

  // Órdenes de trabajo
  ORDEN_ACTIVO_NO_ENCONTRADO: ORDENES_MSG.activoNotFound,
  ORDEN_ADJUNTO_FALTANTE: ORDENES_MSG.adjuntoFaltante,
  ORDEN_ADJUNTO_GRANDE: ORDENES_MSG.adjuntoGrande,
  ORDEN_ADJUNTO_NO_ENCONTRADO: ORDENES_MSG.adjuntoNotFound,
  ORDEN_ADJUNTO_TIPO: ORDENES_MSG.adjuntoTipo,
  ORDEN_ADJUNTOS_DEMASIADOS: ORDENES_MSG.adjuntosDemasiados,
  ORDEN_COSTO_APROBADO: ORDENES_MSG.costoAprobado,
  ORDEN_NO_CALIFICABLE: ORDENES_MSG.noCalificable,
  ORDEN_NO_EDITABLE: ORDENES_MSG.noEditable,
  ORDEN_NO_ENCONTRADA: ORDENES_MSG.notFound,
  ORDEN_NO_REQUIERE_APROBACION: ORDENES_MSG.noRequiereAprobacion,
  ORDEN_PENDIENTE_DE_APROBACION: ORDENES_MSG.pendienteAprobacion,
  ORDEN_PROVEEDOR_NO_ENCONTRADO: ORDENES_MSG.proveedorNotFound,
  ORDEN_TRANSICION_INVALIDA: ORDENES_MSG.transicionInvalida,
  ORDEN_YA_DECIDIDA: ORDENES_MSG.yaDecidio,
  PQRS_CON_ORDEN: ORDENES_MSG.pqrsConOrden,

  // Pagos en línea
  COMISION_REQUERIDA: PAGOS_EN_LINEA_MSG.comisionRequerida,
  DESCUADRE_NO_ENCONTRADO: PAGOS_EN_LINEA_MSG.descuadreNotFound,
  DESCUADRE_YA_RESUELTO: PAGOS_EN_LINEA_MSG.descuadreYaResuelto,
  INTENTO_NO_ENCONTRADO: PAGOS_EN_LINEA_MSG.intentoNotFound,
  PAGO_EN_LINEA_SIN_DEUDA: PAGOS_EN_LINEA_MSG.sinDeuda,
  PAGO_EN_LINEA_VALOR_MAXIMO: PAGOS_EN_LINEA_MSG.valorMaximo,
  PAGO_EN_LINEA_VALOR_MINIMO: PAGOS_EN_LINEA_MSG.valorMinimo,
  PASARELA_EVENTO_INVALIDO: PAGOS_EN_LINEA_MSG.eventoInvalido,
  PASARELA_FIRMA_INVALIDA: PAGOS_EN_LINEA_MSG.firmaInvalida,
  PASARELA_NO_CONFIGURADA: PAGOS_EN_LINEA_MSG.pasarelaNoConfigurada,
  SECRETO_EVENTOS_REQUERIDO: PAGOS_EN_LINEA_MSG.secretoEventosRequerido,
  SECRETO_INTEGRIDAD_REQUERIDO: PAGOS_EN_LINEA_MSG.secretoIntegridadRequerido,

  // Portería
  ACCESO_NO_ENCONTRADO: PORTERIA_MSG.accesoNotFound,
  AUTORIZACION_NO_ENCONTRADA: PORTERIA_MSG.autorizacionNotFound,
  AUTORIZACION_NO_REVOCABLE: PORTERIA_MSG.noRevocable,
  AUTORIZACION_YA_REVOCADA: PORTERIA_MSG.yaRevocada,
  CODIGO_AUN_NO_VIGENTE: PORTERIA_MSG.codigoAunNo,
  CODIGO_NO_ENCONTRADO: PORTERIA_MSG.codigoNotFound,
  CODIGO_REVOCADO: PORTERIA_MSG.codigoRevocado,
  CODIGO_SIN_AUTOR: PORTERIA_MSG.codigoSinAutor,
  CODIGO_USADO: PORTERIA_MSG.codigoUsado,
  CODIGO_VENCIDO: PORTERIA_MSG.codigoVencido,
  PAQUETE_NO_ENCONTRADO: PORTERIA_MSG.paqueteNotFound,
  PORTERIA_APARTAMENTO_AJENO: PORTERIA_MSG.apartamentoAjeno,
  PORTERIA_INICIO_LEJANO: PORTERIA_MSG.inicioLejano,
  PORTERIA_RANGO_PASADO: PORTERIA_MSG.rangoPasado,
  PORTERIA_REGISTRO_FUERA_DE_PLAZO: PORTERIA_MSG.registroFueraDePlazo,
  PORTERIA_SALIDA_REGISTRADA: PORTERIA_MSG.salidaRegistrada,
  PORTERIA_SIN_PERMISO: PORTERIA_MSG.sinPermiso,
  PORTERIA_YA_ENTREGADO: PORTERIA_MSG.yaEntregado,

  // PQRS
  PQRS_ADJUNTO_FALTANTE: PQRS_MSG.adjuntoFaltante,
  PQRS_ADJUNTO_GRANDE: PQRS_MSG.adjuntoGrande,
  PQRS_ADJUNTO_NO_ENCONTRADO: PQRS_MSG.adjuntoNotFound,
  PQRS_ADJUNTO_TIPO: PQRS_MSG.adjuntoTipo,
  PQRS_ADJUNTOS_DEMASIADOS: PQRS_MSG.adjuntosDemasiados,
  PQRS_ANULADA_SIN_COMENTARIOS: PQRS_MSG.anuladaSinComentarios,
  PQRS_APARTAMENTO_AJENO: PQRS_MSG.apartamentoAjeno,
  PQRS_ASIGNADO_INVALIDO: PQRS_MSG.asignadoInvalido,
  PQRS_COMENTARIO_NO_ENCONTRADO: PQRS_MSG.comentarioNotFound,
  PQRS_NO_ENCONTRADA: PQRS_MSG.notFound,
  PQRS_PRORROGA_ESTADO: PQRS_MSG.prorrogaEstado,
  PQRS_PRORROGA_EXCESIVA: PQRS_MSG.prorrogaExcesiva,
  PQRS_PRORROGA_REPETIDA: PQRS_MSG.prorrogaRepetida,
  PQRS_PRORROGA_SIN_TERMINO: PQRS_MSG.prorrogaSinTermino,
  PQRS_PRORROGA_VENCIDA: PQRS_MSG.prorrogaVencida,
  PQRS_REAPERTURA_VENCIDA: PQRS_MSG.reaperturaVencida,
  PQRS_SIN_PERMISO: PQRS_MSG.sinPermiso,
  PQRS_TRANSICION_INVALIDA: PQRS_MSG.transicionInvalida,

  // Proveedores
  NIT_REPETIDO: PROVEEDORES_MSG.nitRepetido,
  PROVEEDOR_ARCHIVO_FALTANTE: PROVEEDORES_MSG.archivoFaltante,
  PROVEEDOR_ARCHIVO_GRANDE: PROVEEDORES_MSG.archivoGrande,
  PROVEEDOR_ARCHIVO_TIPO: PROVEEDORES_MSG.archivoTipo,
  PROVEEDOR_DOCUMENTO_NO_ENCONTRADO: PROVEEDORES_MSG.documentoNotFound,
  PROVEEDOR_NO_ENCONTRADO: PROVEEDORES_MSG.proveedorNotFound,
  USUARIO_NO_PROVEEDOR: PROVEEDORES_MSG.usuarioNoProveedor,
  USUARIO_SIN_PROVEEDOR: PROVEEDORES_MSG.sinProveedor,
  USUARIO_YA_VINCULADO: PROVEEDORES_MSG.usuarioYaVinculado,

  // Reservas
  RESERVA_ANTICIPACION_MAXIMA: RESERVAS_MSG.anticipacionMax,
  RESERVA_ANTICIPACION_MINIMA: RESERVAS_MSG.anticipacionMin,
  RESERVA_APARTAMENTO_AJENO: RESERVAS_MSG.apartamentoAjeno,
  RESERVA_CANCELACION_VENCIDA: RESERVAS_MSG.cancelacionVencida,
  RESERVA_CIERRE_ANTES_DE_INICIO: RESERVAS_MSG.cierreAntesDeInicio,
  RESERVA_CUPO_MENSUAL_AGOTADO: RESERVAS_MSG.cupoMensual,
  RESERVA_FUERA_DE_HORARIO: RESERVAS_MSG.fueraDeHorario,
  RESERVA_MOTIVO_REQUERIDO: RESERVAS_MSG.motivoRequired,
  RESERVA_NO_ALINEADA: RESERVAS_MSG.noAlineada,
  RESERVA_NO_ENCONTRADA: RESERVAS_MSG.reservaNotFound,
  RESERVA_NOMBRE_DUPLICADO: RESERVAS_MSG.nombreDuplicado,
  RESERVA_SIN_PERMISO: RESERVAS_MSG.sinPermiso,
  RESERVA_SUPERA_AFORO: RESERVAS_MSG.aforo,
  RESERVA_TOKEN_INVALIDO: RESERVAS_MSG.tokenInvalido,
  RESERVA_TRANSICION_INVALIDA: RESERVAS_MSG.transicion,
  RESERVA_TRASLAPE: RESERVAS_MSG.traslape,
  RESERVA_UNIDAD_EN_MORA: RESERVAS_MSG.moroso,
  ZONA_INACTIVA: RESERVAS_MSG.zonaInactiva,
  ZONA_NO_ENCONTRADA: RESERVAS_MSG.zonaNotFound,

  // Tesorería
  APARTAMENTO_OTRO_CONJUNTO: TESORERIA_MSG.apartamentoOtroConjunto,
  COEFICIENTES_NO_SUMAN: TESORERIA_MSG.coeficientesNoSuman,
  EXTRACTO_CSV_INVALIDO: TESORERIA_MSG.csvInvalido,
  EXTRACTO_DEMASIADAS_FILAS: TESORERIA_MSG.extractoDemasiadasFilas,
  EXTRACTO_FALTANTE: TESORERIA_MSG.extractoFaltante,
  EXTRACTO_GRANDE: TESORERIA_MSG.extractoGrande,
  FACTURACION_CON_PAGOS: TESORERIA_MSG.facturacionConPagos,
  FACTURACION_EXISTE: TESORERIA_MSG.facturacionExiste,
  FACTURACION_NO_BORRADOR: TESORERIA_MSG.facturacionNoBorrador,
  FACTURACION_NO_ENCONTRADA: TESORERIA_MSG.facturacionNotFound,
  FACTURACION_YA_ANULADA: TESORERIA_MSG.facturacionYaAnulada,
  PAGO_FUERA_DE_FECHA: aTexto,
  PAGO_NO_ENCONTRADO: TESORERIA_MSG.pagoNotFound,
  PAGO_YA_ANULADO: TESORERIA_MSG.pagoYaAnulado,
  PAZ_Y_SALVO_ANULADO: TESORERIA_MSG.pazYSalvoAnulado,
  PAZ_Y_SALVO_CON_DEUDA: TESORERIA_MSG.pazYSalvoDeuda,
  PRESUPUESTO_INVALIDO: (errores: readonly string[]) => errores.join('. '),
  PRESUPUESTO_NO_EDITABLE: TESORERIA_MSG.presupuestoNoEditable,
  PRESUPUESTO_NO_ENCONTRADO: TESORERIA_MSG.presupuestoNotFound,
  PRESUPUESTO_YA_APROBADO: TESORERIA_MSG.presupuestoYaAprobado,
  TASA_SOBRE_TOPE: TESORERIA_MSG.tasaSobreTope,

  // Notification center and web push (issue 32)
  NOTIFICACION_NO_ENCONTRADA: NOTIFICACIONES_MSG.notFound,
  PUSH_ENDPOINT_NO_PERMITIDO: NOTIFICACIONES_MSG.endpointNoPermitido,
  TESORERIA_CORTE_LEJANO: TESORERIA_MSG.corteLejano,
  TESORERIA_SIN_PRESUPUESTO: TESORERIA_MSG.sinPresupuesto,

  // Tickets de soporte (issue 33)
  TICKET_NO_ENCONTRADO: TICKETS_MSG.ticketNoEncontrado,
  TICKET_TRANSICION_INVALIDA: TICKETS_MSG.transicionInvalida,
  TICKET_CERRADO: TICKETS_MSG.ticketCerrado,
  TICKET_AGENTE_INVALIDO: TICKETS_MSG.agenteInvalido,
  ACCESO_SOPORTE_SOLO_LECTURA: TICKETS_MSG.soloLectura,
  TICKET_ADJUNTO_FALTANTE: TICKETS_MSG.adjuntoFaltante,
  TICKET_ADJUNTO_GRANDE: TICKETS_MSG.adjuntoGrande,
  TICKET_ADJUNTO_TIPO: TICKETS_MSG.adjuntoTipo,
  TICKET_ADJUNTOS_DEMASIADOS: TICKETS_MSG.adjuntosDemasiados,
  TICKET_ADJUNTO_NO_ENCONTRADO: TICKETS_MSG.adjuntoNoEncontrado,
  // Preferencias de notificación y recordatorios de cobro (issue 32)
  NOTIFICACION_CANAL_NO_DISPONIBLE: PREFERENCIAS_NOTIFICACION_MSG.canalNoDisponible,
  NOTIFICACION_SIN_CONSENTIMIENTO: PREFERENCIAS_NOTIFICACION_MSG.sinConsentimiento,
  NOTIFICACION_SIN_CONSENTIMIENTO_VIGENTE: PREFERENCIAS_NOTIFICACION_MSG.sinConsentimientoVigente,
  RECORDATORIO_CANAL_NO_DISPONIBLE: RECORDATORIOS_MSG.canalNoDisponible,
} as const satisfies Record<string, string | ((...args: never[]) => string)>;

export type CodigoError = keyof typeof ERRORES;

/** Every code, in the order above (the enum the OpenAPI document lists). */
export const CODIGOS_ERROR = Object.keys(ERRORES) as CodigoError[];

/** The codes whose message is a fixed text. */
export type CodigoErrorFijo = { [C in CodigoError]: (typeof ERRORES)[C] extends string ? C : never }[CodigoError];

/** What a code's message quotes: nothing for a fixed text, the function's arguments otherwise. */
export type ArgumentosError<C extends CodigoError> = (typeof ERRORES)[C] extends (...args: infer A) => string ? A : [];

/** The Spanish message of `codigo`, with the values it quotes. */
export function mensajeDeError<C extends CodigoError>(codigo: C, ...args: ArgumentosError<C>): string {
  const mensaje: string | ((...args: never[]) => string) = ERRORES[codigo];
  return typeof mensaje === 'string' ? mensaje : mensaje(...(args as never[]));
}

export function esCodigoError(valor: unknown): valor is CodigoError {
  return typeof valor === 'string' && Object.hasOwn(ERRORES, valor);
}
