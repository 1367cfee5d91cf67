// The asamblea browser tests' set-up: a complex of their own (three units of 40, 35 and 25 %, an
// administrator, people who accept their invitations) and a meeting time that can be installed now.
import { expect } from 'vitest';

import { api, freshVerifiedAccount, login, randomNit, unique, type ApiSession } from './portal-support.ts';
import { mailedLink, PASSWORD } from './public.helpers.ts';

// Bogotá keeps UTC-5 all year.
const BOGOTA_MS = 5 * 3_600_000;
const DIA_MS = 86_400_000;

export interface ComplejoDeAsamblea {
  identificador: string;
  phId: string;
  admin: ApiSession;
  /** 1-101 (40 %), 1-102 (35 %) and 1-103 (25 %). */
  unidades: { id: string; numero: string }[];
  /** A person of a unit who accepts the invitation: an owner, or a tenant with the given permisos. */
  invitar(apartamentoId: string, n: number, tipo?: 'propietario' | 'arrendatario', permisos?: string[]): Promise<ApiSession>;
}

export async function complejoDeAsamblea(baseUrl: string, prefijo: string, nombre: string): Promise<ComplejoDeAsamblea> {
  const identificador = unique(prefijo);
  const account = await freshVerifiedAccount(baseUrl, prefijo);
  const ph = await api<{ property: { id: string } }>(
    baseUrl,
    'POST',
    '/ph',
    { nombre: `${nombre} ${identificador}`, nit: randomNit(), direccion: 'Calle 10 # 20-30', ciudad: 'Bogotá', identificador },
    account.session.token,
  );
  expect(ph.status, JSON.stringify(ph.body)).toBeLessThan(300);
  const admin = await login(baseUrl, account.email);
  const phId = ph.body.property.id;
  const unidades: { id: string; numero: string }[] = [];
  for (const [numero, coeficiente] of [
    ['101', 40],
    ['102', 35],
    ['103', 25],
  ] as const) {
    const res = await api<{ apartamento: { id: string } }>(
      baseUrl,
      'POST',
      `/ph/${phId}/apartamentos`,
      { torre: '1', numero, piso: 1, tipo: 'apartamento', coeficiente },
      admin.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    unidades.push({ id: res.body.apartamento.id, numero });
  }
  async function invitar(
    apartamentoId: string,
    n: number,
    tipo: 'propietario' | 'arrendatario' = 'propietario',
    permisos?: string[],
  ) {
    const email = `${prefijo}${n}.${unique('p')}@example.com`;
    const numero_documento = `${Date.now()}`.slice(-8) + n;
    const nombrePersona = `Persona ${n} ${identificador}`;
    const added = await api(
      baseUrl,
      'POST',
      `/apartamentos/${apartamentoId}/residentes`,
      { nombre: nombrePersona, tipo_documento: 'CC', numero_documento, email, tipo, permisos },
      admin.token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const link = await mailedLink(baseUrl, email, `/ph/${identificador}?invitacion=`);
    const token = new URL(link, baseUrl).searchParams.get('invitacion');
    const accepted = await api(baseUrl, 'POST', '/invitations/accept', {
      token,
      password: PASSWORD,
      nombre: nombrePersona,
      tipo_documento: 'CC',
      numero_documento,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    return login(baseUrl, email, identificador);
  }
  return { identificador, phId, admin, unidades, invitar };
}

/**
 * The meeting: ten minutes ago, but never before today's midnight (a convocatoria recorded as delivered
 * needs the meeting today or later), with the convocatoria delivered 20 days before (art. 39 asks for
 * 15); in the last two minutes of a Bogotá day, wait for the next one.
 */
export async function horarioDeLaReunion(): Promise<{ fecha: string; hora: string; fechaHora: string; entregada: string }> {
  const faltan = DIA_MS - ((Date.now() - BOGOTA_MS) % DIA_MS);
  if (faltan < 120_000) await new Promise((r) => setTimeout(r, faltan + 1_000));
  const hoy = new Date(Date.now() - BOGOTA_MS).toISOString().slice(0, 10);
  const reunion = new Date(Date.now() - BOGOTA_MS - 10 * 60_000).toISOString();
  const [fecha, hora] = reunion.slice(0, 10) === hoy ? [hoy, reunion.slice(11, 16)] : [hoy, '00:00'];
  const entregada = new Date(Date.parse(`${hoy}T00:00:00Z`) - 20 * DIA_MS).toISOString().slice(0, 10);
  return { fecha, hora, fechaHora: `${fecha}T${hora}:00-05:00`, entregada };
}

/**
 * An asamblea drafted and convened through the API (a convocatoria delivered 20 days before a meeting a
 * few minutes ago), so a test can start at the meeting itself. The first punto is an economic decision.
 */
export async function asambleaConvocada(
  baseUrl: string,
  complejo: Pick<ComplejoDeAsamblea, 'phId' | 'admin'>,
  titulo: string,
  punto: string,
): Promise<{ id: string; puntoId: string }> {
  const { fechaHora, entregada } = await horarioDeLaReunion();
  const creada = await api<{ asamblea: { id: string; puntos: { id: string }[] } }>(
    baseUrl,
    'POST',
    `/ph/${complejo.phId}/asambleas`,
    {
      tipo: 'ordinaria',
      modalidad: 'presencial',
      titulo,
      fechaHora,
      lugar: 'Salón comunal',
      puntos: [{ titulo: punto, tipo: 'decision', contenidoEconomico: true }],
    },
    complejo.admin.token,
  );
  expect(creada.status, JSON.stringify(creada.body)).toBe(200);
  const { id } = creada.body.asamblea;
  const convocada = await api(
    baseUrl,
    'PUT',
    `/asambleas/${id}/convocar`,
    { medio: 'externo', fechaConvocatoria: entregada, soporte: 'Circular en la cartelera' },
    complejo.admin.token,
  );
  expect(convocada.status, JSON.stringify(convocada.body)).toBe(200);
  return { id, puntoId: creada.body.asamblea.puntos[0]!.id };
}

/** A convened asamblea already in session: every unit registered at the mesa in person, installed, its first punto open. */
export async function asambleaEnSesion(
  baseUrl: string,
  complejo: Pick<ComplejoDeAsamblea, 'phId' | 'admin' | 'unidades'>,
  titulo: string,
  punto: string,
): Promise<{ id: string; puntoId: string }> {
  const { id, puntoId } = await asambleaConvocada(baseUrl, complejo, titulo, punto);
  for (const [method, path, body] of [
    ...complejo.unidades.map(
      (u) => ['POST', `/asambleas/${id}/asistencias`, { apartamentoId: u.id, via: 'presencial' }] as const,
    ),
    ['PUT', `/asambleas/${id}/instalar`, {}] as const,
    ['PUT', `/puntos/${puntoId}/abrir`, {}] as const,
  ]) {
    const res = await api(baseUrl, method, path, body, complejo.admin.token);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  }
  return { id, puntoId };
}
