// The Colombian legal duties a complex starts with (issue 29): each becomes an editable plan marked as
// an obligación legal, citing its norm in `fuente`. Pure: the server pre-loads them on complex creation
// (and, idempotently, the first time an older complex reads its planes or cumplimiento).
import { sumarDiasCiviles, type CivilDate } from '../civil.ts';
import type { CategoriaActivo } from './activos.ts';
import type { FrecuenciaPlan } from './recurrencia.ts';

export interface ObligacionLegal {
  /** Stable key (unique per complex): the plan it became is found by it, never re-created. */
  clave: string;
  titulo: string;
  descripcion: string;
  fuente: string;
  frecuencia: FrecuenciaPlan;
  intervalo: number;
  /** The equipment it is about, for the screens (no activo is created). */
  categoria: CategoriaActivo | null;
  /** Only where the city's own rule requires it. */
  soloBogota?: boolean;
  /** The first due date, from the complex's first day on the platform. */
  primeraFecha: (hoy: CivilDate) => CivilDate;
}

/**
 * When the complex does not yet know when it last did the task, the first due date is a month away:
 * it shows as por vencer, so the administration records the real date (the plan is editable).
 */
const enUnMes = (hoy: CivilDate) => sumarDiasCiviles(hoy, 30);

export const OBLIGACIONES_LEGALES: readonly ObligacionLegal[] = [
  {
    clave: 'lavado_tanques',
    titulo: 'Lavado y desinfección de tanques de agua potable',
    descripcion: 'Lavar y desinfectar los tanques de almacenamiento de agua potable y conservar el certificado.',
    // Decreto 1575 de 2007, art. 10: the users must wash and disinfect their storage tanks at least every six months.
    fuente: 'Decreto 1575 de 2007, art. 10',
    frecuencia: 'meses',
    intervalo: 6,
    categoria: 'tanque_agua',
    primeraFecha: enUnMes,
  },
  {
    clave: 'inspeccion_ascensores',
    titulo: 'Inspección anual de ascensores y puertas eléctricas',
    descripcion: 'Revisión técnica general por un organismo de inspección acreditado y certificado vigente.',
    // Bogotá: Acuerdo 470 de 2011 (yearly general review of lifts, escalators and electric doors by an
    // accredited inspection body), with NTC 5926-1 as the technical standard. Other cities have their
    // own acuerdos, so it is pre-loaded only where the complex's ciudad is Bogotá.
    fuente: 'Acuerdo 470 de 2011 del Concejo de Bogotá; NTC 5926-1',
    frecuencia: 'anios',
    intervalo: 1,
    categoria: 'ascensor',
    soloBogota: true,
    primeraFecha: enUnMes,
  },
  {
    clave: 'poliza_areas_comunes',
    titulo: 'Renovación de la póliza de áreas comunes (incendio y terremoto)',
    descripcion: 'Renovar el seguro de los bienes comunes contra incendio y terremoto antes de su vencimiento.',
    // Ley 675 de 2001, art. 15: the common property that can be insured must be insured against fire and earthquake.
    fuente: 'Ley 675 de 2001, art. 15',
    frecuencia: 'anios',
    intervalo: 1,
    categoria: null,
    primeraFecha: enUnMes,
  },
  {
    clave: 'recarga_extintores',
    titulo: 'Recarga y mantenimiento de extintores',
    descripcion: 'Inspección, mantenimiento y recarga anual de los extintores portátiles.',
    // NTC 2885 (extintores portátiles): maintenance and recharge at least once a year.
    fuente: 'NTC 2885',
    frecuencia: 'anios',
    intervalo: 1,
    categoria: 'extintor',
    primeraFecha: enUnMes,
  },
  {
    clave: 'asamblea_ordinaria',
    titulo: 'Asamblea general ordinaria',
    descripcion: 'Reunión ordinaria de la asamblea, con el balance, el presupuesto y el informe de la administración.',
    // Ley 675 de 2001, art. 39: the ordinary meeting is held at least once a year, within the first three
    // months following the end of each budget period — due on 31 March.
    fuente: 'Ley 675 de 2001, art. 39',
    frecuencia: 'anios',
    intervalo: 1,
    categoria: null,
    primeraFecha: (hoy) => {
      const anio = Number(hoy.slice(0, 4));
      return hoy <= `${anio}-03-31` ? `${anio}-03-31` : `${anio + 1}-03-31`;
    },
  },
  {
    clave: 'retencion_fuente',
    titulo: 'Declaración mensual de retención en la fuente',
    descripcion: 'Presentar la declaración de retención en la fuente del mes anterior en la fecha del calendario de la DIAN.',
    // Estatuto Tributario arts. 605–606: the agente de retención declares every month. ET art. 606 par. 2
    // (as modified by Ley 1430 de 2010, art. 15) exempts the months in which no retención was made; we keep
    // the duty monthly, as issue 29 asks, so that a month without retenciones is still looked at. The day
    // depends on the NIT's last digit (the DIAN's yearly calendar): pre-loaded on the 20th, editable.
    fuente: 'Estatuto Tributario, arts. 605 y 606',
    frecuencia: 'meses',
    intervalo: 1,
    categoria: null,
    primeraFecha: (hoy) => {
      const dia20 = `${hoy.slice(0, 8)}20`;
      if (hoy <= dia20) return dia20;
      const siguiente = sumarDiasCiviles(`${hoy.slice(0, 8)}28`, 7);
      return `${siguiente.slice(0, 8)}20`;
    },
  },
  {
    clave: 'sg_sst',
    titulo: 'SG-SST: autoevaluación anual del conjunto y de sus contratistas',
    descripcion:
      'Autoevaluación de los estándares mínimos del Sistema de Gestión de Seguridad y Salud en el Trabajo, su plan de mejora y la verificación del SG-SST de los contratistas.',
    // Decreto 1072 de 2015 (Libro 2, Parte 2, Título 4, Capítulo 6: the SG-SST, including the contractors'
    // evaluation) and Resolución 0312 de 2019 (the estándares mínimos and their yearly autoevaluación).
    fuente: 'Decreto 1072 de 2015; Resolución 0312 de 2019',
    frecuencia: 'anios',
    intervalo: 1,
    categoria: null,
    primeraFecha: enUnMes,
  },
];

export const esBogota = (ciudad: string): boolean =>
  ciudad
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()
    .startsWith('bogota');

/** The obligations a complex in `ciudad` starts with. */
export const obligacionesPara = (ciudad: string): ObligacionLegal[] =>
  OBLIGACIONES_LEGALES.filter((o) => !o.soloBogota || esBogota(ciudad));
