// The owner's and resident's first screen in one answer (issue 31): each part in the shape of the
// procedure that answers it alone, null when the caller may not read that part.
import { z } from 'zod';

import { apartamentoListOutput } from './apartamento.ts';
import { asambleaListOutput } from './asambleas.ts';
import { comunicadoListOutput, notificacionesOutput } from './comunicado.ts';
import { paqueteListOutput } from './porteria.ts';
import { pqrsListOutput } from './pqrs.ts';
import { estadoCuentaOutput } from './tesoreria/schemas.ts';

/** The pages the dashboard shows of each list (what the separate procedures are asked for). */
export const INICIO_PAGINAS = {
  comunicados: { page: 1, pageSize: 3 },
  paquetes: { estado: 'recibido', page: 1, pageSize: 3 },
  asambleas: { estado: 'en_curso', page: 1, pageSize: 1 },
  pqrs: { page: 1, pageSize: 3 },
} as const;

export const inicioOutput = z.object({
  success: z.literal(true),
  apartamentos: apartamentoListOutput.describe('Las unidades de quien consulta (GET /ph/{id}/mis-apartamentos)'),
  cuentas: z
    .array(estadoCuentaOutput)
    .describe('El estado de cuenta de cada una de esas unidades, a hoy y en su orden (GET /apartamentos/{id}/estado-cuenta)'),
  notificaciones: notificacionesOutput.nullable().describe('La campana (GET /ph/{id}/notificaciones)'),
  comunicados: comunicadoListOutput.nullable().describe('Los 3 comunicados más recientes (GET /ph/{id}/comunicados?pageSize=3)'),
  paquetes: paqueteListOutput
    .nullable()
    .describe('Los paquetes en portería de sus unidades (GET /ph/{id}/paquetes?estado=recibido&pageSize=3); null sin acceso'),
  asambleas: asambleaListOutput
    .nullable()
    .describe('La asamblea en curso (GET /ph/{id}/asambleas?estado=en_curso&pageSize=1); null sin acceso'),
  pqrs: pqrsListOutput.nullable().describe('Sus PQRS más recientes (GET /ph/{id}/pqrs?pageSize=3); null sin acceso'),
});
export type InicioOutput = z.infer<typeof inicioOutput>;
