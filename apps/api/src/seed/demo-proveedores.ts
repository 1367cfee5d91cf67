// Demo proveedores of `altos` (issue 29): the two fixed for every part of the issue, found by (complex,
// NIT) and created when missing — so the mantenimiento and órdenes seeds can use them too — each
// with a contract and its documents; one of Aguas Limpias' (the póliza) expires within 30 days, so
// the alert and the «por vencer» badge show on the first start. With a storage, each document gets a
// small PDF.
import { randomUUID } from 'node:crypto';

import { sumarDias, type TipoDocumentoProveedor } from '@horizonte/contracts';
import { bogotaDate } from '@horizonte/contracts/calendar';
import type { Database } from '@horizonte/db';

import type { Storage } from '../lib/storage.ts';
import { dateOf } from '../modules/tesoreria/ledger.ts';
import { renderPdf } from '../modules/tesoreria/pdf.ts';

export interface DemoProveedor {
  razonSocial: string;
  nit: string;
  dv: number;
  servicios: string[];
  /** The demo account linked to it (the proveedor portal). */
  email?: string;
}

export const ASCENSORES_ANDINOS: DemoProveedor = {
  razonSocial: 'Ascensores Andinos S.A.S.',
  nit: '900481516',
  dv: 6,
  servicios: ['ascensores', 'puertas eléctricas'],
  email: 'proveedor@horizonte.co',
};
export const AGUAS_LIMPIAS: DemoProveedor = {
  razonSocial: 'Aguas Limpias Servicios S.A.S.',
  nit: '901234567',
  dv: 7,
  servicios: ['lavado de tanques', 'fumigación'],
};

/** The demo proveedor of `altos` with this NIT, created when missing (every demo seed may call it). */
export async function proveedorDemo(db: Database, phId: string, demo: DemoProveedor, now: Date): Promise<{ id: string }> {
  const found = await db.proveedor.findUnique({ where: { phId_nit: { phId, nit: demo.nit } }, select: { id: true } });
  if (found) return found;
  const user = demo.email ? await db.user.findUnique({ where: { email: demo.email }, select: { id: true } }) : null;
  return db.proveedor.create({
    data: {
      phId,
      razonSocial: demo.razonSocial,
      nit: demo.nit,
      dv: demo.dv,
      declarante: true,
      servicios: demo.servicios,
      userId: user?.id ?? null,
      createdAt: now,
      updatedAt: now,
    },
    select: { id: true },
  });
}

export async function seedDemoProveedores(db: Database, now: Date, storage?: Storage): Promise<void> {
  const ph = await db.pH.findFirst({ where: { identificador: 'altos', deletedAt: null } });
  if (!ph) return;
  const today = bogotaDate(now);
  const anio = today.slice(0, 4);
  const planes: {
    demo: DemoProveedor;
    contrato: { objeto: string; valor: number; poliza: string };
    documentos: [TipoDocumentoProveedor, string | null][];
  }[] = [
    {
      demo: ASCENSORES_ANDINOS,
      contrato: {
        objeto: 'Mantenimiento preventivo mensual de los 2 ascensores y las puertas eléctricas',
        valor: 2_400_000,
        poliza: 'RCE-2026-0481',
      },
      documentos: [
        ['rut', null],
        ['camara_comercio', sumarDias(today, 120)],
        ['poliza', sumarDias(today, 200)],
        ['sg_sst', sumarDias(today, 150)],
        ['certificacion_bancaria', sumarDias(today, 90)],
      ],
    },
    {
      demo: AGUAS_LIMPIAS,
      contrato: {
        objeto: 'Lavado y desinfección semestral de los tanques de agua (Decreto 1575 de 2007)',
        valor: 900_000,
        poliza: 'CUMP-2026-1234',
      },
      documentos: [
        ['rut', null],
        ['camara_comercio', sumarDias(today, 60)],
        // The one the alert and the badge show: within 30 days.
        ['poliza', sumarDias(today, 18)],
        ['sg_sst', sumarDias(today, 240)],
      ],
    },
  ];
  for (const plan of planes) {
    const proveedor = await proveedorDemo(db, ph.id, plan.demo, now);
    if (await db.contratoProveedor.count({ where: { proveedorId: proveedor.id } })) continue;
    await db.contratoProveedor.create({
      data: {
        phId: ph.id,
        proveedorId: proveedor.id,
        objeto: plan.contrato.objeto,
        valor: plan.contrato.valor,
        desde: dateOf(`${anio}-01-01`),
        hasta: dateOf(`${anio}-12-31`),
        polizaNumero: plan.contrato.poliza,
        polizaVence: dateOf(`${anio}-12-31`),
        createdAt: now,
      },
    });
    for (const [tipo, vence] of plan.documentos) {
      const nombre = `${tipo}-${plan.demo.nit}.pdf`;
      let archivo: { clave: string; tamano: number } | null = null;
      if (storage) {
        const bytes = await renderPdf({
          titulo: `${tipo.toUpperCase()} · ${plan.demo.razonSocial}`,
          conjunto: {
            nombre: plan.demo.razonSocial,
            nit: `${plan.demo.nit}-${plan.demo.dv}`,
            direccion: 'Bogotá',
            ciudad: 'Bogotá D.C.',
          },
          lineas: ['Documento de demostración.', ...(vence ? [`Vigente hasta ${vence}.`] : [])],
        });
        const clave = `proveedores/${proveedor.id}/${randomUUID()}`;
        await storage.put(clave, bytes);
        archivo = { clave, tamano: bytes.byteLength };
      }
      await db.documentoProveedor.create({
        data: {
          phId: ph.id,
          proveedorId: proveedor.id,
          tipo,
          vence: vence ? dateOf(vence) : null,
          nombre,
          mime: archivo ? 'application/pdf' : null,
          tamano: archivo?.tamano ?? null,
          clave: archivo?.clave ?? null,
          createdAt: now,
        },
      });
    }
  }
}
