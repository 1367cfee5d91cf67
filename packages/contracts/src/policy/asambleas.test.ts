import { describe, expect, it } from 'vitest';

import { ASAMBLEA_ESTADOS, PODER_ESTADOS, PUNTO_ESTADOS, type AsambleaEstado } from '../asambleas.ts';
import {
  accionesAsamblea,
  accionesPoder,
  accionesPunto,
  admiteSegundaConvocatoria,
  ASAMBLEA_ACCIONES,
  asambleaAdmite,
  asistenciaAbierta,
  estadosQueAdmiten,
  faseDeAsamblea,
  mayOnAsamblea,
  mayOnPoder,
  PODER_ESTADOS_ACTIVOS,
  poderActivo,
  poderDesde,
  poderRepresenta,
  puntoConResultados,
  puntoDecidido,
  puntoEnVotacion,
  puntoPuedePasar,
  puntoSeVota,
  type AsambleaAccion,
  type AsambleaRelacion,
} from './asambleas.ts';

describe('what each estado of an asamblea admits', () => {
  // The estados in which each action is admitted (else 409).
  const cuando: Record<AsambleaAccion, readonly AsambleaEstado[]> = {
    editar: ['borrador'],
    convocar: ['borrador'],
    adherir: ['borrador'],
    cancelar: ['borrador', 'convocada'],
    instalar: ['convocada'],
    declararSinQuorum: ['convocada'],
    cerrar: ['en_curso'],
    registrarAsistencia: ['convocada', 'en_curso'],
    recibirPoderes: ['convocada', 'en_curso'],
    conducirVotacion: ['en_curso'],
    votar: ['en_curso'],
    editarActa: ['cerrada'],
    publicarActa: ['cerrada'],
    impugnar: ['acta_publicada'],
  };
  it.each(ASAMBLEA_ACCIONES.flatMap((a) => ASAMBLEA_ESTADOS.map((e) => [a, e, cuando[a].includes(e)] as const)))(
    '%s in %s: %s',
    (accion, estado, admite) => {
      expect(asambleaAdmite(estado, accion)).toBe(admite);
    },
  );

  it.each(ASAMBLEA_ACCIONES.map((a) => [a, cuando[a]] as const))('%s is admitted in %j', (accion, estados) => {
    expect(estadosQueAdmiten(accion)).toEqual(ASAMBLEA_ESTADOS.filter((e) => estados.includes(e)));
  });

  it.each([
    ['primera', true],
    ['segunda', false],
  ] as const)('a %s convocatoria may be declared without quórum: %s', (convocatoria, admite) => {
    expect(admiteSegundaConvocatoria({ convocatoria })).toBe(admite);
  });

  it.each([
    ['borrador', { padron: false, enSesion: false, enCurso: false, instalada: false, firme: false }],
    ['convocada', { padron: true, enSesion: true, enCurso: false, instalada: false, firme: false }],
    ['en_curso', { padron: true, enSesion: true, enCurso: true, instalada: true, firme: false }],
    ['cerrada', { padron: true, enSesion: false, enCurso: false, instalada: true, firme: false }],
    ['acta_publicada', { padron: true, enSesion: false, enCurso: false, instalada: true, firme: false }],
    ['firme', { padron: true, enSesion: false, enCurso: false, instalada: true, firme: true }],
    ['sin_quorum', { padron: true, enSesion: false, enCurso: false, instalada: false, firme: false }],
    ['cancelada', { padron: true, enSesion: false, enCurso: false, instalada: false, firme: false }],
  ] as const)('an asamblea %s shows %j', (estado, fase) => {
    expect(faseDeAsamblea(estado)).toEqual(fase);
  });

  const hora = new Date('2027-05-20T19:00:00Z');
  it.each([
    ['convocada', '2027-05-20T16:59:59Z', false],
    ['convocada', '2027-05-20T17:00:00Z', true],
    ['en_curso', '2027-05-20T20:00:00Z', true],
    ['borrador', '2027-05-20T20:00:00Z', false],
    ['cerrada', '2027-05-20T20:00:00Z', false],
  ] as const)('the desk of an asamblea %s at %s is open: %s', (estado, ahora, abierta) => {
    expect(asistenciaAbierta({ estado, fechaHora: hora }, new Date(ahora))).toBe(abierta);
    expect(asistenciaAbierta({ estado, fechaHora: hora.toISOString() }, new Date(ahora))).toBe(abierta);
  });
});

describe('who may do what with an asamblea', () => {
  const admin: AsambleaRelacion = { manage: true, roles: ['admin'] };
  const consejo: AsambleaRelacion = { manage: false, roles: ['consejo'] };
  const autor: AsambleaRelacion = { manage: false, roles: ['consejo'], autor: true };
  const propietario: AsambleaRelacion = { manage: false, roles: ['propietario'], propietario: true };
  const adherente: AsambleaRelacion = { ...propietario, adherente: true };
  const apoderado: AsambleaRelacion = { manage: false, roles: [], apoderado: true };
  const residente: AsambleaRelacion = { manage: false, roles: ['residente'] };
  const relaciones = { admin, consejo, autor, propietario, adherente, apoderado, residente };
  type Quien = keyof typeof relaciones;
  const soloAdmin: Quien[] = ['admin'];
  // Who may ask for each action on an asamblea convened by the administración / the consejo / the owners.
  const quien: Record<AsambleaAccion, { administrador: Quien[]; consejo: Quien[]; propietarios: Quien[] }> = {
    editar: { administrador: ['admin', 'autor'], consejo: ['admin', 'autor'], propietarios: ['admin', 'autor'] },
    convocar: { administrador: soloAdmin, consejo: ['admin', 'consejo', 'autor'], propietarios: ['admin', 'adherente'] },
    adherir: { administrador: [], consejo: [], propietarios: ['propietario', 'adherente'] },
    cancelar: { administrador: soloAdmin, consejo: soloAdmin, propietarios: soloAdmin },
    instalar: { administrador: soloAdmin, consejo: soloAdmin, propietarios: soloAdmin },
    declararSinQuorum: { administrador: soloAdmin, consejo: soloAdmin, propietarios: soloAdmin },
    cerrar: { administrador: soloAdmin, consejo: soloAdmin, propietarios: soloAdmin },
    registrarAsistencia: {
      administrador: ['admin', 'propietario', 'adherente', 'apoderado'],
      consejo: ['admin', 'propietario', 'adherente', 'apoderado'],
      propietarios: ['admin', 'propietario', 'adherente', 'apoderado'],
    },
    recibirPoderes: {
      administrador: ['admin', 'propietario', 'adherente'],
      consejo: ['admin', 'propietario', 'adherente'],
      propietarios: ['admin', 'propietario', 'adherente'],
    },
    conducirVotacion: { administrador: soloAdmin, consejo: soloAdmin, propietarios: soloAdmin },
    votar: {
      administrador: ['propietario', 'adherente', 'apoderado'],
      consejo: ['propietario', 'adherente', 'apoderado'],
      propietarios: ['propietario', 'adherente', 'apoderado'],
    },
    editarActa: { administrador: soloAdmin, consejo: soloAdmin, propietarios: soloAdmin },
    publicarActa: { administrador: soloAdmin, consejo: soloAdmin, propietarios: soloAdmin },
    impugnar: { administrador: soloAdmin, consejo: soloAdmin, propietarios: soloAdmin },
  };
  const convocantes = ['administrador', 'consejo', 'propietarios'] as const;
  it.each(
    ASAMBLEA_ACCIONES.flatMap((accion) =>
      convocantes.flatMap((convocante) =>
        (Object.keys(relaciones) as Quien[]).map((q) => [accion, convocante, q, quien[accion][convocante].includes(q)] as const),
      ),
    ),
  )('%s, convened by %s, by %s: %s', (accion, convocante, q, may) => {
    expect(mayOnAsamblea(relaciones[q], { convocante }, accion)).toBe(may);
  });

  it.each([
    ['borrador', 'primera', admin, ['editar', 'convocar', 'cancelar']],
    ['convocada', 'primera', admin, ['cancelar', 'instalar', 'declararSinQuorum', 'registrarAsistencia', 'recibirPoderes']],
    ['convocada', 'segunda', admin, ['cancelar', 'instalar', 'registrarAsistencia', 'recibirPoderes']],
    ['en_curso', 'primera', admin, ['cerrar', 'registrarAsistencia', 'recibirPoderes', 'conducirVotacion']],
    ['cerrada', 'primera', admin, ['editarActa', 'publicarActa']],
    ['firme', 'primera', admin, []],
    ['en_curso', 'primera', consejo, []],
    ['en_curso', 'primera', propietario, ['registrarAsistencia', 'recibirPoderes', 'votar']],
    ['en_curso', 'segunda', apoderado, ['registrarAsistencia', 'votar']],
  ] as const)('offers on an asamblea %s (%s call) to %j: %j', (estado, convocatoria, r, acciones) => {
    expect(accionesAsamblea({ estado, convocante: 'administrador', convocatoria }, r)).toEqual(acciones);
  });
});

describe('the puntos', () => {
  const permitidas = [
    ['pendiente', 'abierto'],
    ['abierto', 'cerrado'],
  ];
  it.each(
    PUNTO_ESTADOS.flatMap((d) => PUNTO_ESTADOS.map((h) => [d, h, permitidas.some(([a, b]) => a === d && b === h)] as const)),
  )('%s → %s: %s', (desde, hacia, permitida) => {
    expect(puntoPuedePasar(desde, hacia)).toBe(permitida);
  });

  it.each([
    ['decision', 'pendiente', true, false, false, false],
    ['decision', 'abierto', true, true, true, false],
    ['decision', 'cerrado', true, false, true, true],
    ['informativo', 'pendiente', false, false, false, false],
  ] as const)(
    'a %s punto %s: voted %s, open %s, with results %s, decided %s',
    (tipo, estado, vota, abierto, resultados, decidido) => {
      expect(puntoSeVota({ tipo })).toBe(vota);
      expect(puntoEnVotacion({ estado })).toBe(abierto);
      expect(puntoConResultados({ tipo, estado })).toBe(resultados);
      expect(puntoDecidido({ tipo, estado })).toBe(decidido);
    },
  );

  const mesa = { manage: false, mesa: true };
  const admin = { manage: true, mesa: true };
  const votante = { manage: false, votante: true };
  it.each([
    ['en_curso', 'decision', 'pendiente', admin, ['abrir']],
    ['en_curso', 'decision', 'abierto', admin, ['cerrar', 'registrarVotosMesa']],
    ['en_curso', 'decision', 'cerrado', admin, []],
    ['en_curso', 'decision', 'abierto', mesa, ['registrarVotosMesa']],
    ['en_curso', 'decision', 'pendiente', mesa, []],
    ['en_curso', 'decision', 'abierto', votante, ['votar']],
    ['en_curso', 'informativo', 'pendiente', admin, []],
    ['convocada', 'decision', 'pendiente', admin, []],
    ['cerrada', 'decision', 'abierto', admin, []],
  ] as const)('in an asamblea %s, a %s punto %s offers %j: %j', (estadoAsamblea, tipo, estado, r, acciones) => {
    expect(accionesPunto({ estado: estadoAsamblea }, { tipo, estado }, r)).toEqual(acciones);
  });
});

describe('the poderes', () => {
  const permitidas = [
    ['recibido', 'validado'],
    ['recibido', 'rechazado'],
    ['recibido', 'revocado'],
    ['validado', 'revocado'],
  ];
  it.each(
    PODER_ESTADOS.flatMap((d) => PODER_ESTADOS.map((h) => [d, h, permitidas.some(([a, b]) => a === d && b === h)] as const)),
  )('%s → %s: %s', (desde, hacia, permitida) => {
    expect(poderDesde(hacia).includes(desde)).toBe(permitida);
  });

  it('is active while recibido or validado', () => {
    expect(PODER_ESTADOS_ACTIVOS).toEqual(['recibido', 'validado']);
    expect(PODER_ESTADOS.filter(poderActivo)).toEqual(['recibido', 'validado']);
  });

  it.each([
    ['validado', true, true],
    ['validado', false, false],
    ['recibido', true, false],
    ['revocado', true, false],
  ] as const)('a %s poder accepted by the caller (%s) represents the unit: %s', (estado, aceptadoPorTi, representa) => {
    expect(poderRepresenta({ estado, aceptadoPorTi })).toBe(representa);
  });

  it.each([
    ['validar', { manage: true }, true],
    ['rechazar', { manage: true }, true],
    ['revocar', { manage: true }, true],
    ['validar', { manage: false, duenoDeLaUnidad: true }, false],
    ['rechazar', { manage: false, duenoDeLaUnidad: true }, false],
    ['revocar', { manage: false, duenoDeLaUnidad: true }, true],
    ['revocar', { manage: false }, false],
  ] as const)('%s by %j: %s', (accion, r, may) => {
    expect(mayOnPoder(r, accion)).toBe(may);
  });

  it.each([
    ['recibido', { manage: true }, ['validar', 'rechazar', 'revocar']],
    ['validado', { manage: true }, ['revocar']],
    ['rechazado', { manage: true }, []],
    ['revocado', { manage: true }, []],
    ['recibido', { manage: false, duenoDeLaUnidad: true }, ['revocar']],
    ['validado', { manage: false }, []],
  ] as const)('a %s poder offers to %j: %j', (estado, r, acciones) => {
    expect(accionesPoder({ estado }, r)).toEqual(acciones);
  });
});
