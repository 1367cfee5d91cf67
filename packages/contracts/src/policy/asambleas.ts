// Asambleas' policy: the life of an asamblea, its puntos and its poderes (Ley 675 de 2001, arts. 37–49),
// and who conducts what at a meeting. The API enforces it (403 for the wrong person, 409 for the wrong
// estado); the web draws its buttons and panels from it. Pure: no database, no I/O.
import type { AsambleaEstado, PODER_ESTADOS, PUNTO_ESTADOS } from '../asambleas.ts';
import type { Rol } from '../roles.ts';
import { mayOnProperty, type PlatformRole } from './community.ts';

/**
 * The mesa records the votes of the room (issue 26): the administration conducting the meeting (its
 * admin, a SUPER_ADMIN), or the secretario it designated for that asamblea among the people of the
 * complex — while they still hold a role there. The secretario gets the mesa and nothing else of the
 * administration's.
 */
export function mayRecordMesaVotes(caller: {
  platformRole: PlatformRole | null;
  roles: readonly Rol[];
  isSecretario: boolean;
}): boolean {
  if (mayOnProperty(caller.platformRole, caller.roles, 'manage')) return true;
  return caller.isSecretario && caller.roles.length > 0;
}

/** The secretario is designated (or changed, or withdrawn) until the meeting ends; then the acta records who it was. */
export const secretarioDesignable = (estado: AsambleaEstado): boolean =>
  estado === 'borrador' || estado === 'convocada' || estado === 'en_curso';

// ---- The asamblea: its estados and what each admits -----------------------------------------------

/** What is done to an asamblea (the API answers 409 when its estado does not admit it, 403 when the caller may not). */
export const ASAMBLEA_ACCIONES = [
  'editar',
  'convocar',
  'adherir',
  'cancelar',
  'instalar',
  'declararSinQuorum',
  'cerrar',
  'registrarAsistencia',
  'recibirPoderes',
  'conducirVotacion',
  'votar',
  'editarActa',
  'publicarActa',
  'impugnar',
] as const;
export type AsambleaAccion = (typeof ASAMBLEA_ACCIONES)[number];

/**
 * The life of an asamblea: a draft is edited, convened (art. 39: the owners' own needs their adhesiones)
 * or cancelled; once convened the desk registers attendance and takes poderes (art. 37) until it is
 * installed with quórum (art. 45) or declared without it, which convenes the second call (art. 41); while
 * it runs the puntos are voted and it is closed; a closed one gets its acta (art. 47), published, and
 * challengeable (art. 49) until it is firme. `firme` is never stored: it follows from the clock.
 */
export const ASAMBLEA_ACCIONES_POR_ESTADO: Record<AsambleaEstado, readonly AsambleaAccion[]> = {
  borrador: ['editar', 'convocar', 'adherir', 'cancelar'],
  convocada: ['cancelar', 'instalar', 'declararSinQuorum', 'registrarAsistencia', 'recibirPoderes'],
  en_curso: ['cerrar', 'registrarAsistencia', 'recibirPoderes', 'conducirVotacion', 'votar'],
  cerrada: ['editarActa', 'publicarActa'],
  acta_publicada: ['impugnar'],
  firme: [],
  sin_quorum: [],
  cancelada: [],
};

/** Does an asamblea in this estado admit `accion`? false: the API answers 409. */
export const asambleaAdmite = (estado: AsambleaEstado, accion: AsambleaAccion): boolean =>
  ASAMBLEA_ACCIONES_POR_ESTADO[estado].includes(accion);

/** The estados that admit `accion` (for the API's conditional updates: `WHERE estado IN …`). */
export const estadosQueAdmiten = (accion: AsambleaAccion): AsambleaEstado[] =>
  (Object.keys(ASAMBLEA_ACCIONES_POR_ESTADO) as AsambleaEstado[]).filter((estado) => asambleaAdmite(estado, accion));

/** Art. 41: only a first call is declared without quórum (a second one meets with any two units). */
export const admiteSegundaConvocatoria = (asamblea: { convocatoria: 'primera' | 'segunda' }): boolean =>
  asamblea.convocatoria === 'primera';

/** What an asamblea in each estado has to show: the web's panels and live refreshes follow it. */
export interface AsambleaFase {
  /** Out of the draft: its padrón was frozen at the convocatoria (poderes, quórum and padrón can be read). */
  padron: boolean;
  /** Convened or running: the desk registers attendance, poderes are taken, the quórum moves. */
  enSesion: boolean;
  /** Installed and not yet closed: the puntos are voted. */
  enCurso: boolean;
  /** Installed at some point: it has results and an acta. */
  instalada: boolean;
  /** Its acta can no longer be challenged (art. 49). */
  firme: boolean;
}

const fase = (padron: boolean, enSesion: boolean, enCurso: boolean, instalada: boolean, firme = false): AsambleaFase => ({
  padron,
  enSesion,
  enCurso,
  instalada,
  firme,
});

export const ASAMBLEA_FASES: Record<AsambleaEstado, AsambleaFase> = {
  borrador: fase(false, false, false, false),
  convocada: fase(true, true, false, false),
  en_curso: fase(true, true, true, true),
  cerrada: fase(true, false, false, true),
  acta_publicada: fase(true, false, false, true),
  firme: fase(true, false, false, true, true),
  sin_quorum: fase(true, false, false, false),
  cancelada: fase(true, false, false, false),
};

export const faseDeAsamblea = (estado: AsambleaEstado): AsambleaFase => ASAMBLEA_FASES[estado];

/** The attendance desk opens two hours before the meeting. */
export const APERTURA_REGISTRO_MS = 2 * 60 * 60 * 1000;

/** Is the desk open at `ahora`: an asamblea that registers attendance, from two hours before its time. */
export function asistenciaAbierta(asamblea: { estado: AsambleaEstado; fechaHora: Date | string }, ahora: Date): boolean {
  const hora = typeof asamblea.fechaHora === 'string' ? Date.parse(asamblea.fechaHora) : asamblea.fechaHora.getTime();
  return asambleaAdmite(asamblea.estado, 'registrarAsistencia') && ahora.getTime() >= hora - APERTURA_REGISTRO_MS;
}

/**
 * How a caller relates to one asamblea (what the API knows from the database; the web passes what its
 * portal knows, usually only `manage`).
 */
export interface AsambleaRelacion {
  /** Its administration (admin of the complex, SUPER_ADMIN): mayOnProperty(…, 'manage'). */
  manage: boolean;
  /** The caller's roles in the complex. */
  roles?: readonly Rol[];
  /** Drafted it (the consejo or the convening owners edit their own draft). */
  autor?: boolean;
  /** Owns a unit of the complex (a propietario with units on record). */
  propietario?: boolean;
  /** Owns a unit that adhered to the owners' convocatoria (art. 39). */
  adherente?: boolean;
  /** Holds a validated poder accepted with this account. */
  apoderado?: boolean;
}

type Convocante = 'administrador' | 'consejo' | 'revisor_fiscal' | 'propietarios';

const QUIEN_EN_LA_ASAMBLEA: Record<AsambleaAccion, (r: AsambleaRelacion, a: { convocante: Convocante }) => boolean> = {
  editar: (r) => r.manage || r.autor === true,
  // The administration; the consejo its own convocatoria; an adherent owner the owners' (art. 39).
  convocar: (r, a) =>
    r.manage ||
    (a.convocante === 'consejo' && (r.roles ?? []).includes('consejo')) ||
    (a.convocante === 'propietarios' && r.adherente === true),
  adherir: (r, a) => a.convocante === 'propietarios' && r.propietario === true,
  cancelar: (r) => r.manage,
  instalar: (r) => r.manage,
  declararSinQuorum: (r) => r.manage,
  cerrar: (r) => r.manage,
  // The mesa registers any unit; an owner their own, an apoderado the one they represent.
  registrarAsistencia: (r) => r.manage || r.propietario === true || r.apoderado === true,
  // The administration types a paper poder; an owner grants one for their unit (art. 37).
  recibirPoderes: (r) => r.manage || r.propietario === true,
  conducirVotacion: (r) => r.manage,
  // Only the unit's owner or its apoderado; residents and staff as such never vote.
  votar: (r) => r.propietario === true || r.apoderado === true,
  editarActa: (r) => r.manage,
  publicarActa: (r) => r.manage,
  impugnar: (r) => r.manage,
};

/** May this caller ask for `accion` on this asamblea at all (regardless of its estado)? false: 403. */
export const mayOnAsamblea = (r: AsambleaRelacion, asamblea: { convocante: Convocante }, accion: AsambleaAccion): boolean =>
  QUIEN_EN_LA_ASAMBLEA[accion](r, asamblea);

/** The actions this caller has on this asamblea now: what the web offers and the API accepts. */
export function accionesAsamblea(
  asamblea: { estado: AsambleaEstado; convocante: Convocante; convocatoria: 'primera' | 'segunda' },
  r: AsambleaRelacion,
): AsambleaAccion[] {
  return ASAMBLEA_ACCIONES.filter(
    (accion) =>
      mayOnAsamblea(r, asamblea, accion) &&
      asambleaAdmite(asamblea.estado, accion) &&
      (accion !== 'declararSinQuorum' || admiteSegundaConvocatoria(asamblea)),
  );
}

// ---- The puntos: one open at a time, each voted once -----------------------------------------------

export type AsambleaPuntoEstado = (typeof PUNTO_ESTADOS)[number];

/** A punto de decisión is pending, then open to votes, then closed (its result fixed); never back. */
export const PUNTO_TRANSICIONES: Record<AsambleaPuntoEstado, readonly AsambleaPuntoEstado[]> = {
  pendiente: ['abierto'],
  abierto: ['cerrado'],
  cerrado: [],
};
export const puntoPuedePasar = (desde: AsambleaPuntoEstado, hacia: AsambleaPuntoEstado): boolean =>
  PUNTO_TRANSICIONES[desde].includes(hacia);

type Punto = { tipo: 'informativo' | 'decision'; estado: AsambleaPuntoEstado };

/** Informative puntos are never voted. */
export const puntoSeVota = (punto: Pick<Punto, 'tipo'>): boolean => punto.tipo === 'decision';
/** Open to votes now. */
export const puntoEnVotacion = (punto: Pick<Punto, 'estado'>): boolean => punto.estado === 'abierto';
/** A voted punto with a tally to show (live while open, final once closed). */
export const puntoConResultados = (punto: Punto): boolean => puntoSeVota(punto) && punto.estado !== 'pendiente';
/** A voted punto whose result is fixed. */
export const puntoDecidido = (punto: Punto): boolean => puntoSeVota(punto) && PUNTO_TRANSICIONES[punto.estado].length === 0;

export const PUNTO_ACCIONES = ['abrir', 'cerrar', 'registrarVotosMesa', 'votar'] as const;
export type PuntoAccion = (typeof PUNTO_ACCIONES)[number];

/**
 * The actions on one punto: the administration opens and closes its vote while the meeting runs; the
 * mesa (mayRecordMesaVotes) records the room's votes and owners or apoderados vote while it is open.
 */
export function accionesPunto(
  asamblea: { estado: AsambleaEstado },
  punto: Punto,
  r: { manage: boolean; mesa?: boolean; votante?: boolean },
): PuntoAccion[] {
  if (!asambleaAdmite(asamblea.estado, 'conducirVotacion') || !puntoSeVota(punto)) return [];
  const acciones: PuntoAccion[] = [];
  if (r.manage && puntoPuedePasar(punto.estado, 'abierto')) acciones.push('abrir');
  if (r.manage && puntoPuedePasar(punto.estado, 'cerrado')) acciones.push('cerrar');
  if (r.mesa && puntoEnVotacion(punto)) acciones.push('registrarVotosMesa');
  if (r.votante && puntoEnVotacion(punto)) acciones.push('votar');
  return acciones;
}

// ---- Poderes (art. 37) --------------------------------------------------------------------------

export type AsambleaPoderEstado = (typeof PODER_ESTADOS)[number];

/**
 * A paper poder arrives `recibido` until the administration validates or rejects it; one granted from
 * the owner's account is `validado` at once. Either may be revoked (by the owner, the administration, or
 * the owner attending in person) while active; rejected and revoked ones are final.
 */
export const PODER_TRANSICIONES: Record<AsambleaPoderEstado, readonly AsambleaPoderEstado[]> = {
  recibido: ['validado', 'rechazado', 'revocado'],
  validado: ['revocado'],
  rechazado: [],
  revocado: [],
};

/** The estados a poder may reach `hacia` from (the API's `WHERE estado IN …`). */
export const poderDesde = (hacia: AsambleaPoderEstado): AsambleaPoderEstado[] =>
  (Object.keys(PODER_TRANSICIONES) as AsambleaPoderEstado[]).filter((desde) => PODER_TRANSICIONES[desde].includes(hacia));

/** Active: it holds the unit (one per unit) and counts against the cap per apoderado. */
export const PODER_ESTADOS_ACTIVOS: readonly AsambleaPoderEstado[] = poderDesde('revocado');
export const poderActivo = (estado: AsambleaPoderEstado): boolean => PODER_ESTADOS_ACTIVOS.includes(estado);

/** The caller represents the unit: a validated poder accepted with this very account (issue 25). */
export const poderRepresenta = (poder: { estado: AsambleaPoderEstado; aceptadoPorTi: boolean }): boolean =>
  poder.estado === 'validado' && poder.aceptadoPorTi;

export const PODER_ACCIONES = ['validar', 'rechazar', 'revocar'] as const;
export type PoderAccion = (typeof PODER_ACCIONES)[number];
export const PODER_ACCION_DESTINO = {
  validar: 'validado',
  rechazar: 'rechazado',
  revocar: 'revocado',
} as const satisfies Record<PoderAccion, AsambleaPoderEstado>;

/** Who decides a poder: the administration validates and rejects; the unit's owner may also revoke. */
export const mayOnPoder = (r: { manage: boolean; duenoDeLaUnidad?: boolean }, accion: PoderAccion): boolean =>
  r.manage || (accion === 'revocar' && r.duenoDeLaUnidad === true);

/** The actions this caller has on this poder now. */
export const accionesPoder = (
  poder: { estado: AsambleaPoderEstado },
  r: { manage: boolean; duenoDeLaUnidad?: boolean },
): PoderAccion[] =>
  PODER_ACCIONES.filter(
    (accion) => mayOnPoder(r, accion) && PODER_TRANSICIONES[poder.estado].includes(PODER_ACCION_DESTINO[accion]),
  );
