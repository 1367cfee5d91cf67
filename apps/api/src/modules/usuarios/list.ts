// The people search (GET /plataforma/usuarios): trigram-ranked, paged.
import type { UsuarioListOutput } from '@horizonte/contracts';

import type { Deps } from '../../deps.ts';
import { pageOf } from '../../lib/paginate.ts';
import type { Actor } from '../access/actor.ts';
import { requireUsuarios } from './access.ts';
import { rolesDe, toUsuarioResumen } from './output.ts';
import { buscarUsuarios } from './sql.ts';

export async function listUsuarios(
  { db }: Deps,
  actor: Actor,
  input: {
    q?: string | undefined;
    tipo?: 'super' | 'admin' | 'propietario' | 'residente' | undefined;
    page: number;
    pageSize: number;
  },
): Promise<UsuarioListOutput> {
  requireUsuarios(actor, 'leer');
  const { filas, total } = await buscarUsuarios(db, { q: input.q, tipo: input.tipo, ...pageOf(input) });
  const roles = await rolesDe(
    db,
    filas.map((f) => f.id),
  );
  return {
    success: true,
    usuarios: filas.map((f) => toUsuarioResumen(f, roles)),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}
