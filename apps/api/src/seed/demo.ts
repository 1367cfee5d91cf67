// Demo data: two complexes (altos, prados) with apartments, residents, a pending preregistro and
// every kind of account. Runs when the database is empty (or through `pnpm db:seed`).
import { DEFAULT_PERMISOS } from '@horizonte/contracts';
import type { Database } from '@horizonte/db';

import { hashPassword } from '../lib/password.ts';
import type { Storage } from '../lib/storage.ts';
import { phSearchText } from '../lib/text.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoAsambleas } from './demo-asambleas.ts';
import { seedDemoComercial } from './demo-comercial.ts';
import { seedDemoDocumentos } from './demo-documentos.ts';
import { seedDemoEgresos } from './demo-egresos.ts';
import { seedDemoInforme } from './demo-informe.ts';
import { seedDemoMantenimiento } from './demo-mantenimiento.ts';
import { seedDemoMensajes } from './demo-mensajes.ts';
import { seedDemoNotificaciones } from './demo-notificaciones.ts';
import { seedDemoOrdenes } from './demo-ordenes.ts';
import { seedDemoPorteria } from './demo-porteria.ts';
import { seedDemoPqrs } from './demo-pqrs.ts';
import { seedDemoProveedores } from './demo-proveedores.ts';
import { seedDemoReservas } from './demo-reservas.ts';
import { seedDemoTesoreria } from './demo-tesoreria.ts';
import { seedDemoTicketsSoporte } from './demo-tickets-soporte.ts';
import { seedDemoUsuarios } from './demo-usuarios.ts';

const COMPLEXES = {
  altos: {
    nombre: 'Conjunto Residencial Altos del Chicó',
    nit: '900123456-8',
    direccion: 'Carrera 7 # 94-20',
    ciudad: 'Bogotá',
    identificador: 'altos',
  },
  prados: {
    nombre: 'Agrupación Los Prados de Castilla',
    nit: '800197268-4',
    direccion: 'Calle 8 Sur # 78-45',
    ciudad: 'Bogotá',
    identificador: 'prados',
  },
} as const;

/** `storage` receives the demo library's files; without it (unit tests) the library stays empty. */
export async function seedDemoData(db: Database, now: Date, storage?: Storage): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.$transaction(
    async (tx) => {
      const phIds: Record<keyof typeof COMPLEXES, string> = { altos: '', prados: '' };
      for (const [key, data] of Object.entries(COMPLEXES) as [
        keyof typeof COMPLEXES,
        (typeof COMPLEXES)[keyof typeof COMPLEXES],
      ][]) {
        const ph = await tx.pH.create({ data: { ...data, searchText: phSearchText(data) } });
        phIds[key] = ph.id;
      }

      // Towers 1-2, floors 1-3, two units per floor in altos; houses in prados. Coeficientes add up below 100 %.
      const unidades = new Map<string, string>();
      for (const torre of ['1', '2']) {
        for (let piso = 1; piso <= 3; piso++) {
          for (const n of [1, 2]) {
            const numero = `${piso}0${n}`;
            const apt = await tx.apartamento.create({
              data: {
                phId: phIds.altos,
                torre,
                numero,
                piso,
                tipo: 'apartamento',
                areaM2: 72.5 + n * 8,
                coeficiente: 7.5 + n * 0.25,
              },
            });
            unidades.set(`altos/${torre}/${numero}`, apt.id);
          }
        }
      }
      for (let casa = 1; casa <= 4; casa++) {
        const apt = await tx.apartamento.create({
          data: { phId: phIds.prados, torre: '', numero: `Casa ${casa}`, piso: 1, tipo: 'casa', areaM2: 110, coeficiente: 24 },
        });
        unidades.set(`prados//Casa ${casa}`, apt.id);
      }

      for (const account of DEMO_ACCOUNTS) {
        const user = await tx.user.create({
          data: {
            nombre: account.nombre,
            email: account.email,
            tipoDocumento: 'CC',
            numeroDocumento: account.numeroDocumento,
            passwordHash,
            emailVerifiedAt: now,
            platformRole: account.platformRole ?? null,
          },
        });
        for (const role of account.roles) {
          await tx.userRole.create({ data: { userId: user.id, phId: phIds[role.ph], rol: role.rol } });
        }
        if (account.unidad) {
          const apartamentoId = unidades.get(`${account.unidad.ph}/${account.unidad.torre}/${account.unidad.numero}`)!;
          await tx.residente.create({
            data: {
              apartamentoId,
              userId: user.id,
              nombre: account.nombre,
              tipoDocumento: 'CC',
              numeroDocumento: account.numeroDocumento,
              email: account.email,
              telefono: '+57 300 123 4567',
              tipo: account.unidad.tipo,
              permisos: [...DEFAULT_PERMISOS],
            },
          });
        }
      }

      // Residents without an account yet.
      const extra = [
        {
          key: 'altos/1/201',
          nombre: 'Beatriz Salazar',
          doc: '52123456',
          email: 'beatriz.salazar@example.com',
          tipo: 'propietario' as const,
        },
        {
          key: 'altos/2/101',
          nombre: 'Felipe Cárdenas',
          doc: '80123456',
          email: 'felipe.cardenas@example.com',
          tipo: 'residente' as const,
        },
        {
          key: 'prados//Casa 1',
          nombre: 'Gloria Niño',
          doc: '41123456',
          email: 'gloria.nino@example.com',
          tipo: 'propietario' as const,
        },
      ];
      for (const r of extra) {
        await tx.residente.create({
          data: {
            apartamentoId: unidades.get(r.key)!,
            nombre: r.nombre,
            tipoDocumento: 'CC',
            numeroDocumento: r.doc,
            email: r.email,
            tipo: r.tipo,
            permisos: [...DEFAULT_PERMISOS],
          },
        });
      }

      await tx.preregistro.create({
        data: {
          phId: phIds.altos,
          nombre: 'Camila Herrera',
          tipoDocumento: 'CC',
          numeroDocumento: '1020304050',
          email: 'camila.herrera@example.com',
          rolDeseado: 'residente',
          torre: '2',
          unidad: '302',
          apartamentoId: unidades.get('altos/2/302')!,
        },
      });
      await tx.preregistro.create({
        data: {
          phId: phIds.prados,
          nombre: 'Mateo Rojas',
          tipoDocumento: 'CE',
          numeroDocumento: '987654',
          email: 'mateo.rojas@example.com',
          rolDeseado: 'propietario',
          unidad: 'Casa 3',
          apartamentoId: unidades.get('prados//Casa 3')!,
        },
      });
    },
    { timeout: 60_000 },
  );
  await seedDemoTesoreria(db, now);
  await seedDemoPqrs(db, now);
  await seedDemoPorteria(db, now);
  await seedDemoReservas(db, now);
  await seedDemoAsambleas(db, now);
  // Issue 29, in this order: each finds what the previous made (the shared proveedores are find-or-create).
  await seedDemoProveedores(db, now, storage);
  await seedDemoMantenimiento(db, now);
  await seedDemoOrdenes(db, now);
  await seedDemoEgresos(db, now);
  // Issue 32: the reminders schedule, a WhatsApp consent and a message in the dev outbox.
  await seedDemoMensajes(db, now);
  if (storage) await seedDemoDocumentos(db, now, storage);
  await seedDemoInforme(db, now);
  await seedDemoUsuarios(db, now);
  await seedDemoComercial(db, now);
  await seedDemoTicketsSoporte(db, now);
  await seedDemoNotificaciones(db, now);
}
