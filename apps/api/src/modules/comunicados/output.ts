// Comunicado rows → the contracts' output shape.
import type { ComunicadoOutput } from '@horizonte/contracts';
import type { Comunicado } from '@horizonte/db';

import { mostrarAudiencia } from './audiencia.ts';
import { markdownToSafeHtml } from './markdown.ts';

export function toComunicadoOutput(
  row: Comunicado & { autor: { id: string; nombre: string } },
  leido: boolean,
): ComunicadoOutput {
  return {
    id: row.id,
    phId: row.phId,
    titulo: row.titulo,
    cuerpo: row.cuerpo,
    cuerpoHtml: markdownToSafeHtml(row.cuerpo),
    audiencia: mostrarAudiencia(row.audiencia),
    enviarEmail: row.enviarEmail,
    obligatorio: row.obligatorio,
    fijado: row.fijado,
    autor: row.autor,
    leido,
    createdAt: row.createdAt.toISOString(),
  };
}
