// Usuarios of the general panel: the real people of the complexes the caller administers, one complex
// at a time (the same list, with «Retirar», as the complex portal's «Miembros y roles»).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { ROL_ADMINISTRACION } from '@horizonte/contracts';

import { useTRPC } from '../../../lib/trpc.ts';
import { MiembrosPanel } from '../../community/miembros-panel.tsx';
import { Card } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { NativeSelect } from '../../ui/input.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { EmptyState } from '../../ui/states.tsx';

/** At most this many complexes in the selector (a platform SUPER_ADMIN searches Propiedades for the rest). */
const COMPLEXES = 100;

export function GeneralAdminUsers() {
  const trpc = useTRPC();
  const conjuntos = useQuery(trpc.ph.list.queryOptions({ page: 1, rol: ROL_ADMINISTRACION, pageSize: COMPLEXES }));
  const [elegido, setElegido] = useState<string | null>(null);
  return (
    <>
      <SectionHeader title="Usuarios" description="Las personas con un rol en los conjuntos que administras." />
      <QueryView
        query={conjuntos}
        failure="No fue posible cargar tus conjuntos"
        isEmpty={(data) => data.properties.length === 0}
        empty={
          <EmptyState title="Aún no administras ningún conjunto" description="Crea uno en Propiedades para invitar a su gente." />
        }
      >
        {(data) => {
          const phId = elegido ?? data.properties[0]!.id;
          return (
            <Card className="space-y-4">
              {data.properties.length > 1 ? (
                <Field label="Conjunto" className="max-w-md">
                  <NativeSelect value={phId} onChange={(e) => setElegido(e.target.value)}>
                    {data.properties.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.nombre}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              ) : (
                <h3 className="text-lg font-semibold">{data.properties[0]!.nombre}</h3>
              )}
              <MiembrosPanel key={phId} phId={phId} canManage />
            </Card>
          );
        }}
      </QueryView>
    </>
  );
}
