// Gestión de Usuarios (issue 33): the real people of the platform, searched by name, email or document
// (the server ranks them by trigram similarity), filtered by the spec's role filter, paged. Opening a
// person shows their page (usuario-detalle.tsx, loaded when first opened).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';

import {
  ROLE_LABELS,
  USUARIO_FILTRO_LABELS,
  USUARIO_FILTROS,
  USUARIOS_PAGE_SIZE,
  type UsuarioFiltro,
  type UsuarioResumen,
} from '@horizonte/contracts';

import { errorMessage } from '../../../lib/api-errors.ts';
import { plural } from '../../../lib/format.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useDebounced } from '../../properties/use-debounced.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';
import { Input, NativeSelect } from '../../ui/input.tsx';
import { Pager } from '../../ui/pager.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../../ui/states.tsx';
import { TableFrame, TableHeader, td } from '../../ui/table.tsx';

const UsuarioDetalle = lazy(() => import('./usuario-detalle.tsx').then((m) => ({ default: m.UsuarioDetalle })));

/** The select's empty value: every kind of person. */
const TODOS = '';

/** The person's roles in a line: their platform role, else each role with its complex. */
function rolesEnTexto(u: UsuarioResumen): string {
  if (u.rolPlataforma) return ROLE_LABELS[u.rolPlataforma];
  if (u.roles.length === 0) return 'Sin rol';
  return u.roles.map((r) => `${ROLE_LABELS[r.rol]} · ${r.phNombre}`).join(', ');
}

export function EstadoCuenta({ usuario }: { usuario: Pick<UsuarioResumen, 'bloqueado' | 'verificado'> }) {
  if (usuario.bloqueado) return <Badge tone="red">Bloqueada</Badge>;
  if (!usuario.verificado) return <Badge tone="yellow">Sin verificar</Badge>;
  return <Badge>Activa</Badge>;
}

export function UsersManagement({ section }: { section?: { label: string } }) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [tipo, setTipo] = useState<UsuarioFiltro | typeof TODOS>(TODOS);
  const [page, setPage] = useState(1);
  const [abierto, setAbierto] = useState<string | null>(null);
  useEffect(() => setPage(1), [q, tipo]);

  const list = useQuery({
    ...trpc.usuarios.list.queryOptions({ q: q || undefined, tipo: tipo || undefined, page, pageSize: USUARIOS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / USUARIOS_PAGE_SIZE));
  const title = section?.label ?? 'Gestión de Usuarios';

  if (abierto)
    return (
      <Suspense fallback={<TableSkeleton />}>
        <UsuarioDetalle id={abierto} onBack={() => setAbierto(null)} />
      </Suspense>
    );

  return (
    <>
      <SectionHeader title={title} description="Personas registradas en la plataforma: busca por nombre, email o documento." />
      <Card>
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden />
            <label htmlFor="buscar-usuarios" className="sr-only">
              Buscar usuarios
            </label>
            <Input
              id="buscar-usuarios"
              type="search"
              placeholder="Buscar usuarios..."
              className="pl-9"
              maxLength={100}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <label htmlFor="filtro-rol" className="sr-only">
            Filtrar por rol
          </label>
          <NativeSelect
            id="filtro-rol"
            className="sm:w-56"
            value={tipo}
            onChange={(e) => setTipo(e.target.value as UsuarioFiltro | typeof TODOS)}
          >
            <option value={TODOS}>Todos los roles</option>
            {USUARIO_FILTROS.map((t) => (
              <option key={t} value={t}>
                {USUARIO_FILTRO_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400" aria-live="polite" data-testid="usuarios-count">
          {list.data ? plural(total, 'persona', 'personas') : ''}
        </p>
        {list.isLoading ? (
          <TableSkeleton />
        ) : list.isError ? (
          <ErrorState message={errorMessage(list.error, 'No fue posible cargar los usuarios')} />
        ) : list.data && list.data.usuarios.length === 0 ? (
          <EmptyState
            title="No hay usuarios que coincidan"
            description={q ? `Nadie coincide con «${q}».` : 'Prueba con otro filtro.'}
          />
        ) : (
          <>
            <TableFrame label="Usuarios">
              <TableHeader columns={['Nombre', 'Email', 'Rol', 'Estado']} />
              <tbody>
                {list.data?.usuarios.map((u) => (
                  <tr key={u.id}>
                    <td className={`${td} font-medium`}>
                      <button
                        type="button"
                        className="text-left text-blue-700 underline-offset-2 hover:underline focus-visible:underline dark:text-blue-300"
                        onClick={() => setAbierto(u.id)}
                      >
                        {u.nombre}
                      </button>
                      <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                        {u.tipoDocumento} {u.numeroDocumento}
                      </span>
                    </td>
                    <td className={`${td} break-all`}>{u.email}</td>
                    <td className={td}>{rolesEnTexto(u)}</td>
                    <td className={td}>
                      <EstadoCuenta usuario={u} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
            <Pager page={page} pages={pages} onPage={setPage} label="Páginas de usuarios" />
          </>
        )}
      </Card>
    </>
  );
}
