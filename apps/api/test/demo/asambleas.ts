// The demo asambleas of issue 18 in `altos`: a published one whose acta shows real decisions, quórum and
// a valid vote chain, and a convened one the owners can see, grant a poder for and attend later.
import { createHash } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { demoToken, sharedDemoApp } from '../support/demo.ts';
import type { TestApp } from '../support/index.ts';

let t: TestApp;
let phId: string;
const tokenOf = (email: string) => demoToken(t, email);
const DAY = 86_400_000;

beforeAll(() => {
  ({ t, phId } = sharedDemoApp());
});

interface Asamblea {
  id: string;
  titulo: string;
  estado: string;
  fechaHora: string;
  puntos: { id: string; titulo: string; tipo: string; ponderacion: string; estado: string }[];
  acta: { publicadaEn: string | null; impugnableHasta: string | null; fueraDeTermino: boolean | null };
  convocatoriaInfo: { medio: string; fechaConvocatoria: string } | null;
}

describe('demo asambleas in altos', () => {
  it('lists a published ordinaria and an extraordinaria convened at least 15 days ahead', async () => {
    const owner = await tokenOf('propietario@horizonte.co');
    const list = await t.rest('GET', `/api/ph/${phId}/asambleas`, { token: owner });
    expect(list.status).toBe(200);
    const asambleas = list.body.asambleas as Asamblea[];
    expect(asambleas.map((a) => a.estado).sort()).toEqual(['acta_publicada', 'convocada']);
    const convocada = asambleas.find((a) => a.estado === 'convocada')!;
    expect(new Date(convocada.fechaHora).getTime() - Date.now()).toBeGreaterThan(15 * DAY);
    expect(convocada.convocatoriaInfo?.medio).toBe('externo');
    const publicada = asambleas.find((a) => a.estado === 'acta_publicada')!;
    expect(publicada.acta.fueraDeTermino).toBe(false);
    expect(publicada.acta.impugnableHasta! > new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('has a padrón of 100 % and an acta with the quórum and decisions approved and rejected', async () => {
    const admin = await tokenOf('admin.altos@horizonte.co');
    const list = await t.rest('GET', `/api/ph/${phId}/asambleas?estado=acta_publicada`, { token: admin });
    const publicada = (list.body.asambleas as Asamblea[])[0]!;
    const padron = await t.rest('GET', `/api/asambleas/${publicada.id}/padron`, { token: admin });
    const suma = (padron.body.padron.unidades as { coeficiente: number }[]).reduce(
      (a, u) => a + Math.round(u.coeficiente * 1e6),
      0,
    );
    expect(padron.body.padron.unidades).toHaveLength(12);
    expect(suma).toBe(100_000_000);
    const acta = await t.rest('GET', `/api/asambleas/${publicada.id}/acta`, { token: admin });
    expect(acta.status).toBe(200);
    expect(acta.body.acta.asistentes).toHaveLength(8);
    expect(acta.body.acta.quorum.hayQuorum).toBe(true);
    const decisiones = acta.body.acta.decisiones as { puntoId: string; aprobado: boolean }[];
    const porTitulo = new Map(publicada.puntos.map((p) => [p.id, p.titulo]));
    expect(Object.fromEntries(decisiones.map((d) => [porTitulo.get(d.puntoId), d.aprobado]))).toEqual({
      'Aprobación de los estados financieros y del presupuesto': true,
      'Elección del consejo de administración': true,
      'Reforma del reglamento: mascotas en zonas comunes': false,
    });
    const unidad = publicada.puntos.find((p) => p.titulo === 'Elección del consejo de administración')!;
    const resultado = await t.rest('GET', `/api/puntos/${unidad.id}/resultados`, { token: admin });
    expect(resultado.body.resultado).toMatchObject({
      ponderacion: 'unidad',
      base: 8,
      votos: { si: 6, no: 1, abstencion: 1 },
      aprobado: true,
    });
    const pdf = await t.app.request(`/api/asambleas/${publicada.id}/acta.pdf`, { headers: { authorization: `Bearer ${admin}` } });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('chains the 24 votes (18 from phones, 6 recorded by the mesa): each hash is SHA-256 of the previous hash and the canonical vote', async () => {
    const rows = await t.db.asambleaVoto.findMany({ orderBy: { secuencia: 'asc' } });
    expect(rows).toHaveLength(24);
    expect(rows.filter((v) => v.via === 'mesa')).toHaveLength(6);
    let previo = '0'.repeat(64);
    for (const v of rows) {
      expect(v.hashAnterior).toBe(previo);
      const base = [
        v.secuencia,
        v.asambleaId,
        v.puntoId,
        v.apartamentoId,
        v.userId,
        v.calidad,
        v.opcion,
        v.peso,
        v.emitidoEn.toISOString(),
      ];
      const canonico = JSON.stringify(v.via === 'mesa' ? [...base, v.via, v.registradoPorId, v.papeleta] : base);
      expect(v.hash).toBe(
        createHash('sha256')
          .update(previo + canonico)
          .digest('hex'),
      );
      previo = v.hash;
    }
  });

  it('lets the owner grant a poder for the convened one from the account', async () => {
    const owner = await tokenOf('propietario@horizonte.co');
    const list = await t.rest('GET', `/api/ph/${phId}/asambleas?estado=convocada`, { token: owner });
    const convocada = (list.body.asambleas as Asamblea[])[0]!;
    const apt = await t.db.residente.findFirstOrThrow({ where: { email: 'propietario@horizonte.co' } });
    const poder = await t.rest('POST', `/api/asambleas/${convocada.id}/poderes`, {
      token: owner,
      body: {
        apartamentoId: apt.apartamentoId,
        apoderado: {
          nombre: 'Lucía Pardo',
          tipo_documento: 'CC',
          numero_documento: '52999888',
          email: 'lucia.pardo@example.com',
        },
      },
    });
    expect(poder.status, JSON.stringify(poder.body)).toBe(200);
    expect(poder.body.poder.estado).toBe('validado');
  });
});
