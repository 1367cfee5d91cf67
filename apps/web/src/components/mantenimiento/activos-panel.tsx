// Mantenimiento → Activos (issue 29): the inventory of the complex's common equipment. The administration
// adds, edits and archives (never deletes: an activo's plans and órdenes are its history); the consejo
// and support read it. Each activo names its proveedor de mantenimiento (one of the complex's proveedores)
// and keeps its photos and documents.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';

import { activoFields, CATEGORIA_ACTIVO_LABELS, CATEGORIAS_ACTIVO, formatoFecha, type Activo } from '@horizonte/contracts';

import { useArchivarActivo, useCrearActivo, useEditarActivo } from '../../data/mantenimiento-planes.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { FormFooter } from '../ui/form-footer.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';
import { ActivoArchivos } from './activo-archivos.tsx';
import { ProveedorField } from './proveedor-field.tsx';

const opcional = (v: string) => v.trim() || null;

/** The form's text, read into the contracts' activo (empty optional fields are cleared). */
const activoForm = z
  .object({
    nombre: z.string(),
    categoria: z.string(),
    ubicacion: z.string(),
    marca: z.string(),
    modelo: z.string(),
    serie: z.string(),
    fechaInstalacion: z.string(),
    garantiaHasta: z.string(),
    proveedorId: z.string(),
    notas: z.string(),
  })
  .transform(
    (v) =>
      ({
        nombre: v.nombre,
        categoria: v.categoria,
        ubicacion: opcional(v.ubicacion),
        marca: opcional(v.marca),
        modelo: opcional(v.modelo),
        serie: opcional(v.serie),
        fechaInstalacion: opcional(v.fechaInstalacion),
        garantiaHasta: opcional(v.garantiaHasta),
        proveedorId: v.proveedorId || null,
        notas: opcional(v.notas),
      }) as z.input<typeof activoFields>,
  )
  .pipe(activoFields);

export default function ActivosPanel() {
  const { ph, capabilities } = useComplexPortal();
  const trpc = useTRPC();
  const [archivados, setArchivados] = useState(false);
  const [editando, setEditando] = useState<Activo | 'nuevo' | null>(null);
  const [archivando, setArchivando] = useState<Activo | null>(null);
  const [archivos, setArchivos] = useState<Activo | null>(null);
  const archivar = useArchivarActivo();
  const query = useQuery(
    trpc.mantenimiento.activos.list.queryOptions({ id: ph.id, archivados: archivados ? 'true' : 'false', pageSize: 100 }),
  );
  const maneja = capabilities.mantenimiento.manage;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4" checked={archivados} onChange={(e) => setArchivados(e.target.checked)} />
          Mostrar archivados
        </label>
        {maneja ? <Button onClick={() => setEditando('nuevo')}>Nuevo activo</Button> : null}
      </div>
      <QueryView
        query={query}
        failure="No fue posible cargar los activos"
        isEmpty={(d) => d.activos.length === 0}
        empty={
          <EmptyState
            title="Sin activos"
            description="Registra los equipos comunes: ascensores, bombas, tanques, planta eléctrica…"
          />
        }
      >
        {(data) => (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Activos">
            {data.activos.map((a) => (
              <li key={a.id}>
                <Card className="flex h-full flex-col gap-1 p-4" data-testid="activo">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere]">{a.nombre}</h3>
                    <Badge tone={a.archivadoEn ? 'slate' : 'blue'}>
                      {a.archivadoEn ? 'Archivado' : CATEGORIA_ACTIVO_LABELS[a.categoria]}
                    </Badge>
                  </div>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {[a.ubicacion, a.marca, a.modelo, a.serie ? `Serie ${a.serie}` : null].filter(Boolean).join(' · ') ||
                      'Sin detalles'}
                  </p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {a.fechaInstalacion ? `Instalado el ${formatoFecha(a.fechaInstalacion)}` : 'Instalación sin fecha'}
                    {a.garantiaHasta ? ` · garantía hasta el ${formatoFecha(a.garantiaHasta)}` : ''}
                    {a.proveedor ? ` · ${a.proveedor.razonSocial}` : ''}
                    {` · ${a.adjuntos} ${a.adjuntos === 1 ? 'adjunto' : 'adjuntos'}`}
                  </p>
                  <div className="mt-auto flex flex-wrap gap-2 pt-2">
                    <Button size="sm" variant="outline" onClick={() => setArchivos(a)} aria-label={`Archivos de ${a.nombre}`}>
                      Archivos
                    </Button>
                    {maneja && !a.archivadoEn ? (
                      <>
                        <Button size="sm" variant="outline" onClick={() => setEditando(a)}>
                          Editar
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setArchivando(a)}>
                          Archivar
                        </Button>
                      </>
                    ) : null}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {editando ? (
        <ActivoDialog phId={ph.id} activo={editando === 'nuevo' ? null : editando} onClose={() => setEditando(null)} />
      ) : null}
      {archivos ? <ActivoArchivos activo={archivos} puedeSubir={maneja} onClose={() => setArchivos(null)} /> : null}
      <ConfirmDialog
        open={archivando !== null}
        onOpenChange={(open) => !open && setArchivando(null)}
        title="Archivar activo"
        description={`«${archivando?.nombre ?? ''}» deja de aparecer en el inventario; sus planes, órdenes y adjuntos se conservan.`}
        confirmLabel="Archivar"
        pendingLabel="Archivando…"
        onConfirm={async () => {
          await archivar.mutateAsync({ id: archivando!.id });
          toast.success('Activo archivado');
          setArchivando(null);
        }}
      />
    </div>
  );
}

function ActivoDialog({ phId, activo, onClose }: { phId: string; activo: Activo | null; onClose(): void }) {
  const crear = useCrearActivo();
  const editar = useEditarActivo();
  const form = useContractForm(
    activoForm,
    {
      nombre: activo?.nombre ?? '',
      categoria: activo?.categoria ?? CATEGORIAS_ACTIVO[0],
      ubicacion: activo?.ubicacion ?? '',
      marca: activo?.marca ?? '',
      modelo: activo?.modelo ?? '',
      serie: activo?.serie ?? '',
      fechaInstalacion: activo?.fechaInstalacion ?? '',
      garantiaHasta: activo?.garantiaHasta ?? '',
      proveedorId: activo?.proveedor?.id ?? '',
      notas: activo?.notas ?? '',
    },
    'No fue posible guardar el activo',
  );
  const errors = form.formState.errors;
  const submit = form.enviar(async (values) => {
    if (activo) await editar.mutateAsync({ id: activo.id, ...values });
    else await crear.mutateAsync({ id: phId, ...values });
    toast.success(activo ? 'Activo actualizado' : 'Activo registrado');
    onClose();
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={activo ? 'Editar activo' : 'Nuevo activo'}
      className="max-w-lg"
    >
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Activo">
        <Field label="Nombre" error={errors.nombre?.message} className="sm:col-span-2">
          <Input {...form.register('nombre')} required autoComplete="off" />
        </Field>
        <Field label="Categoría" error={errors.categoria?.message}>
          <NativeSelect {...form.register('categoria')}>
            {CATEGORIAS_ACTIVO.map((c) => (
              <option key={c} value={c}>
                {CATEGORIA_ACTIVO_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Ubicación" error={errors.ubicacion?.message}>
          <Input {...form.register('ubicacion')} autoComplete="off" />
        </Field>
        <Field label="Marca" error={errors.marca?.message}>
          <Input {...form.register('marca')} autoComplete="off" />
        </Field>
        <Field label="Modelo" error={errors.modelo?.message}>
          <Input {...form.register('modelo')} autoComplete="off" />
        </Field>
        <Field label="Serie" error={errors.serie?.message}>
          <Input {...form.register('serie')} autoComplete="off" />
        </Field>
        <Field label="Fecha de instalación" error={errors.fechaInstalacion?.message}>
          <Input type="date" {...form.register('fechaInstalacion')} />
        </Field>
        <Field label="Garantía hasta" error={errors.garantiaHasta?.message}>
          <Input type="date" {...form.register('garantiaHasta')} />
        </Field>
        <ProveedorField
          phId={phId}
          actual={activo?.proveedor ?? null}
          error={errors.proveedorId?.message}
          registro={form.register('proveedorId')}
        />
        <Field label="Notas" error={errors.notas?.message} className="sm:col-span-2">
          <Input {...form.register('notas')} autoComplete="off" />
        </Field>
        <FormFooter failure={form.failure} submitting={form.formState.isSubmitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
