// Demo library of `altos` (issue 16): three real PDFs made with pdfkit — the reglamento for
// everyone, the acta of the last asamblea for owners, the estados financieros for the consejo (two
// versions, to show the history) — so the Documentos screens show something on the first start.
import { randomUUID } from 'node:crypto';

import type { Database, DocumentoCategoria, DocumentoVisibilidad } from '@horizonte/db';

import type { Storage } from '../lib/storage.ts';
import { normalizeSearch } from '../lib/text.ts';
import { renderPdf } from '../modules/tesoreria/pdf.ts';

interface DemoDocumento {
  titulo: string;
  descripcion: string;
  categoria: DocumentoCategoria;
  visibilidad: DocumentoVisibilidad;
  /** One entry per version, oldest first: the file name and its lines. */
  versiones: { nombre: string; lineas: string[] }[];
}

const DEMO: DemoDocumento[] = [
  {
    titulo: 'Reglamento de propiedad horizontal',
    descripcion: 'Reglamento vigente del conjunto (Ley 675 de 2001).',
    categoria: 'reglamento',
    visibilidad: 'todos',
    versiones: [
      {
        nombre: 'reglamento-altos-del-chico.pdf',
        lineas: [
          'Capítulo I. Objeto. El presente reglamento regula los derechos y obligaciones de los propietarios y residentes.',
          'Capítulo II. Bienes comunes. Su uso se sujeta a las normas de convivencia aprobadas por la asamblea.',
          'Capítulo III. Coeficientes de copropiedad, expensas comunes y sanciones.',
        ],
      },
    ],
  },
  {
    titulo: 'Acta de la asamblea ordinaria 2026',
    descripcion: 'Acta de la asamblea general ordinaria de propietarios, con quórum y decisiones.',
    categoria: 'actas',
    visibilidad: 'propietarios',
    versiones: [
      {
        nombre: 'acta-asamblea-ordinaria-2026.pdf',
        lineas: [
          'Asistentes: propietarios que representan el 68,5 % de los coeficientes.',
          'Orden del día: informe de gestión, estados financieros, presupuesto, elección del consejo.',
          'Decisiones: se aprueban los estados financieros y el presupuesto por mayoría simple.',
        ],
      },
    ],
  },
  {
    titulo: 'Estados financieros del tercer trimestre',
    descripcion: 'Balance y estado de resultados para revisión del consejo de administración.',
    categoria: 'estados_financieros',
    visibilidad: 'consejo',
    versiones: [
      {
        nombre: 'estados-financieros-t3-borrador.pdf',
        lineas: [
          'Borrador para revisión del consejo.',
          'Ingresos por cuotas de administración y gastos de mantenimiento del trimestre.',
        ],
      },
      {
        nombre: 'estados-financieros-t3.pdf',
        lineas: [
          'Versión revisada por la revisoría fiscal.',
          'Ingresos por cuotas de administración y gastos de mantenimiento del trimestre.',
        ],
      },
    ],
  },
];

export async function seedDemoDocumentos(db: Database, now: Date, storage: Storage): Promise<void> {
  const ph = await db.pH.findFirst({ where: { identificador: 'altos', deletedAt: null } });
  const admin = await db.user.findUnique({ where: { email: 'admin.altos@horizonte.co' }, select: { id: true } });
  if (!ph || !admin) return;
  for (const [i, d] of DEMO.entries()) {
    const creado = new Date(now.getTime() - (DEMO.length - i) * 86_400_000);
    const versiones = [];
    for (const [n, v] of d.versiones.entries()) {
      const bytes = await renderPdf({
        titulo: d.titulo,
        conjunto: ph,
        lineas: v.lineas,
        pie: ['Documento de demostración generado por Horizonte.'],
      });
      const clave = `documentos/${ph.id}/${randomUUID()}`;
      await storage.put(clave, bytes);
      versiones.push({
        numero: n + 1,
        autorId: admin.id,
        nombre: v.nombre,
        tipo: 'application/pdf',
        tamano: bytes.byteLength,
        clave,
        createdAt: new Date(creado.getTime() + n * 3_600_000),
      });
    }
    await db.documento.create({
      data: {
        phId: ph.id,
        autorId: admin.id,
        titulo: d.titulo,
        descripcion: d.descripcion,
        categoria: d.categoria,
        visibilidad: d.visibilidad,
        searchText: normalizeSearch(`${d.titulo} ${d.descripcion}`),
        createdAt: creado,
        actualizadoEn: versiones.at(-1)!.createdAt,
        versiones: { create: versiones },
      },
    });
  }
}
