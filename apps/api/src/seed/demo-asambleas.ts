// Demo asambleas (issue 18) in `altos`, whose coeficientes the treasury demo set to 100 %: last month's
// ordinaria, held and voted, its acta published (plazos running, impugnable for two more months), and
// an extraordinaria convened for three weeks ahead. Every step goes through the module's services with
// the clock set to that moment, so the padrón is frozen at convocation, the quórum and the vote hash
// chain are the real ones. Votes come from the owner with an account and from two apoderados with
// accounts (paper poderes typed and validated by the administration, each accepted by its apoderado from
// the mailed link, as issue 25 asks); the rest attend through the mesa.
import { sumarDias } from '@horizonte/contracts';
import { bogotaDate, bogotaInstant } from '@horizonte/contracts/calendar';
import type { Database, User } from '@horizonte/db';

import type { Deps } from '../deps.ts';
import type { Actor } from '../modules/access/actor.ts';
import { guardarActa, publicarActa } from '../modules/asambleas/acta.ts';
import { registrarAsistencia } from '../modules/asambleas/asistencia.ts';
import { cerrarAsamblea, convocarAsamblea, crearAsamblea, instalarAsamblea } from '../modules/asambleas/convocatoria.ts';
import { aceptarPoder, otorgarPoder, validarPoder } from '../modules/asambleas/poderes.ts';
import { abrirPunto, cerrarPunto, votar } from '../modules/asambleas/votacion.ts';
import { registrarVotosMesa } from '../modules/asambleas/votos-mesa.ts';

type Opcion = 'si' | 'no' | 'abstencion';

/** Who votes each unit (owner or apoderado) and how, per punto of the ordinaria. */
const VOTANTES: { unidad: string; votante: string }[] = [
  { unidad: '1-101', votante: 'propietario@horizonte.co' },
  { unidad: '1-201', votante: 'consejo@horizonte.co' },
  { unidad: '1-202', votante: 'consejo@horizonte.co' },
  { unidad: '2-101', votante: 'consejo@horizonte.co' },
  { unidad: '1-102', votante: 'residente@horizonte.co' },
  { unidad: '2-102', votante: 'residente@horizonte.co' },
];
/** Present without voting: owners without an account, registered at the mesa. */
const SOLO_ASISTEN = ['2-201', '2-202'];

const ORDINARIA = [
  { titulo: 'Verificación del quórum e informe de gestión', tipo: 'informativo' as const },
  // Coeficiente, simple majority of those present: 41,58 % yes of 66,67 % present → aprobado.
  {
    titulo: 'Aprobación de los estados financieros y del presupuesto',
    tipo: 'decision' as const,
    contenidoEconomico: true,
    votos: ['si', 'si', 'si', 'si', 'si', 'no'] as Opcion[],
    mesa: ['si', 'si'] as Opcion[],
    papeletas: ['1', '2'],
  },
  // Unidad (C-522/02): 5 of 8 present → aprobado.
  {
    titulo: 'Elección del consejo de administración',
    tipo: 'decision' as const,
    votos: ['si', 'si', 'si', 'abstencion', 'si', 'si'] as Opcion[],
    mesa: ['si', 'no'] as Opcion[],
  },
  // Art. 46: 24,92 % of all coeficientes, far from 70 % → rechazado.
  {
    titulo: 'Reforma del reglamento: mascotas en zonas comunes',
    tipo: 'decision' as const,
    mayoria: 'calificada_70' as const,
    votos: ['si', 'no', 'no', 'si', 'si', 'abstencion'] as Opcion[],
    mesa: ['no', 'no'] as Opcion[],
  },
];

const EXTRAORDINARIA = [
  { titulo: 'Verificación del quórum', tipo: 'informativo' as const },
  { titulo: 'Cuota extraordinaria para la impermeabilización de cubiertas', tipo: 'decision' as const, contenidoEconomico: true },
  { titulo: 'Elección del comité de seguimiento de la obra', tipo: 'decision' as const },
];

const APODERADOS: Record<string, { tipo_documento: 'CC' }> = {
  'consejo@horizonte.co': { tipo_documento: 'CC' },
  'residente@horizonte.co': { tipo_documento: 'CC' },
};

export async function seedDemoAsambleas(db: Database, now: Date): Promise<void> {
  const ph = await db.pH.findFirst({ where: { identificador: 'altos', deletedAt: null } });
  if (!ph) return;
  // The seed sends no mail: both convocatorias are recorded as delivered outside the platform and the
  // acta's mail jobs are dropped.
  // Nobody listens while seeding: its real-time events are dropped too.
  const deps = (instant: Date) =>
    ({
      db,
      clock: { now: () => instant },
      jobs: { send: async () => undefined },
      eventos: { publish: async () => undefined },
      config: {},
    }) as unknown as Deps;
  const users = new Map((await db.user.findMany()).map((u) => [u.email, u]));
  const actor = (email: string): Actor => ({ user: users.get(email)! as User, ip: '127.0.0.1' }) as Actor;
  const admin = actor('admin.altos@horizonte.co');
  const unidades = new Map(
    (await db.apartamento.findMany({ where: { phId: ph.id } })).map((u) => [`${u.torre}-${u.numero}`, u.id]),
  );
  const hoy = bogotaDate(now);
  const at = (fecha: string, hora: string, minutos = 0) => new Date(bogotaInstant(fecha, hora).getTime() + minutos * 60_000);

  // Last month's ordinaria: convened 20 days ahead, held, voted, acta published five days later.
  const dia = sumarDias(hoy, -30);
  const convocada = sumarDias(dia, -20);
  const anio = dia.slice(0, 4);
  const ordinaria = await crearAsamblea(deps(at(convocada, '09:00')), admin, ph.id, {
    id: ph.id,
    tipo: 'ordinaria',
    modalidad: 'presencial',
    titulo: `Asamblea general ordinaria ${anio}`,
    fechaHora: at(dia, '19:00').toISOString(),
    lugar: 'Salón comunal, torre 1',
    puntos: ORDINARIA.map(({ titulo, tipo, contenidoEconomico, mayoria }) => ({
      titulo,
      tipo,
      contenidoEconomico: contenidoEconomico ?? false,
      mayoria: mayoria ?? 'simple',
    })),
  });
  await convocarAsamblea(deps(at(convocada, '09:30')), admin, ordinaria.id, {
    medio: 'externo',
    fechaConvocatoria: convocada,
    soporte: 'Circular entregada bajo la puerta de cada unidad y fijada en la cartelera',
  });
  for (const [i, v] of VOTANTES.entries()) {
    if (v.votante === 'propietario@horizonte.co') continue;
    const apoderado = users.get(v.votante)!;
    const { poder, token } = await otorgarPoder(deps(at(sumarDias(dia, -5), '10:00', i)), admin, ordinaria.id, {
      apartamentoId: unidades.get(v.unidad)!,
      apoderado: {
        nombre: apoderado.nombre,
        tipo_documento: APODERADOS[v.votante]!.tipo_documento,
        numero_documento: apoderado.numeroDocumento,
        email: apoderado.email,
      },
      soporte: 'Poder firmado en papel',
    });
    await validarPoder(deps(at(sumarDias(dia, -4), '11:00', i)), admin, poder.id);
    await aceptarPoder(deps(at(sumarDias(dia, -3), '20:00', i)), actor(v.votante), token);
  }
  for (const [i, v] of VOTANTES.entries()) {
    await registrarAsistencia(deps(at(dia, '18:30', i)), actor(v.votante), ordinaria.id, unidades.get(v.unidad)!, 'presencial');
  }
  for (const [i, unidad] of SOLO_ASISTEN.entries()) {
    await registrarAsistencia(deps(at(dia, '18:45', i)), admin, ordinaria.id, unidades.get(unidad)!, 'presencial');
  }
  await instalarAsamblea(deps(at(dia, '19:05')), admin, ordinaria.id);
  let minuto = 0;
  for (const [orden, punto] of ORDINARIA.entries()) {
    if (!punto.votos) continue;
    const puntoId = ordinaria.puntos[orden]!.id;
    minuto += 20;
    await abrirPunto(deps(at(dia, '19:10', minuto)), admin, puntoId);
    for (const [i, v] of VOTANTES.entries()) {
      await votar(deps(at(dia, '19:11', minuto + i)), actor(v.votante), puntoId, unidades.get(v.unidad)!, punto.votos[i]!);
    }
    // The units that only attended vote in the room: the mesa records the show of hands (issue 26) or their papeletas.
    const papeletas = ('papeletas' in punto ? punto.papeletas : undefined) ?? [];
    await registrarVotosMesa(
      deps(at(dia, '19:20', minuto)),
      admin,
      puntoId,
      SOLO_ASISTEN.map((unidad, i) => ({ apartamentoId: unidades.get(unidad)!, opcion: punto.mesa[i]!, papeleta: papeletas[i] })),
    );
    await cerrarPunto(deps(at(dia, '19:25', minuto)), admin, puntoId);
  }
  await cerrarAsamblea(deps(at(dia, '21:30')), admin, ordinaria.id);
  await guardarActa(deps(at(sumarDias(dia, 3), '10:00')), admin, ordinaria.id, {
    presidente: 'Hernán Vargas',
    secretario: 'Andrés Gómez',
    constancias: 'La propietaria de la unidad 2-201 dejó constancia de su preocupación por el costo de la vigilancia.',
  });
  await publicarActa(deps(at(sumarDias(dia, 5), '09:00')), admin, ordinaria.id);

  // Next: an extraordinaria convened yesterday for three weeks ahead (art. 39: at least 15 days).
  const convocatoria = sumarDias(hoy, -1);
  const extraordinaria = await crearAsamblea(deps(at(convocatoria, '08:00')), admin, ph.id, {
    id: ph.id,
    tipo: 'extraordinaria',
    modalidad: 'presencial',
    titulo: 'Asamblea extraordinaria: impermeabilización de cubiertas',
    fechaHora: at(sumarDias(hoy, 20), '19:00').toISOString(),
    lugar: 'Salón comunal, torre 1',
    puntos: EXTRAORDINARIA.map(({ titulo, tipo, contenidoEconomico }) => ({
      titulo,
      tipo,
      contenidoEconomico: contenidoEconomico ?? false,
      mayoria: 'simple' as const,
    })),
  });
  await convocarAsamblea(deps(at(convocatoria, '08:30')), admin, extraordinaria.id, {
    medio: 'externo',
    fechaConvocatoria: convocatoria,
    soporte: 'Circular enviada por correo electrónico y fijada en la cartelera',
  });
}
