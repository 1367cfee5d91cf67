// «Proveedor de mantenimiento» of an activo or a plan (issue 29): one of the complex's live proveedores
// (Tesorería → Proveedores). A proveedor archived since stays selectable as the current value.
import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { useTRPC } from '../../lib/trpc.ts';
import { Field } from '../ui/field.tsx';
import { NativeSelect } from '../ui/input.tsx';

interface ProveedorFieldProps {
  phId: string;
  actual: { id: string; razonSocial: string } | null;
  error?: string;
  registro: UseFormRegisterReturn;
}

export function ProveedorField({ phId, actual, error, registro }: ProveedorFieldProps) {
  const trpc = useTRPC();
  const query = useQuery(trpc.proveedores.list.queryOptions({ id: phId, pageSize: 100 }));
  const proveedores = query.data?.proveedores ?? [];
  const opciones = actual && !proveedores.some((p) => p.id === actual.id) ? [actual, ...proveedores] : proveedores;
  const hint = query.isError
    ? 'No fue posible cargar los proveedores'
    : query.isSuccess && proveedores.length === 0
      ? 'Aún no hay proveedores: regístralos en Tesorería → Proveedores'
      : undefined;
  // The select mounts once the options are there, so the form sets its current value on them.
  return (
    <Field label="Proveedor de mantenimiento" error={error} hint={hint} className="sm:col-span-2">
      {query.isLoading ? (
        <NativeSelect disabled aria-busy>
          <option>Cargando proveedores…</option>
        </NativeSelect>
      ) : (
        <NativeSelect {...registro}>
          <option value="">Sin proveedor</option>
          {opciones.map((p) => (
            <option key={p.id} value={p.id}>
              {p.razonSocial}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
