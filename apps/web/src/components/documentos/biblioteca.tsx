// The complex's document library (issue 16). Everyone sees what their role may see, filters by
// categoría, searches and downloads any version; the administration also publishes, uploads new
// versions, edits and archives (with a motivo; nothing is deleted). The consejo reads only.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Archive, Download, FileText, History, Pencil, Upload } from 'lucide-react';
import { useDeferredValue, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';

import {
  accionesDocumento,
  DOCUMENTO_CATEGORIA_LABELS,
  DOCUMENTO_CATEGORIAS,
  DOCUMENTO_MAX_BYTES,
  DOCUMENTO_MSG,
  DOCUMENTO_VISIBILIDAD_LABELS,
  DOCUMENTO_VISIBILIDADES,
  documentoArchivarInput,
  documentoMetadata,
  type DocumentoCategoria,
  type DocumentoOutput,
  type DocumentoVersionOutput,
  type DocumentoVisibilidad,
} from '@horizonte/contracts';

import { useActualizarDocumento, useArchivarDocumento, useNuevaVersion, usePublicarDocumento } from '../../data/documentos.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { downloadFrom } from '../../lib/api-fetch.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { Alert } from '../ui/alert.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { Pager } from '../ui/pager.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';

const PAGE_SIZE = 20;
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,.docx,.xlsx';
const VISIBILIDAD_TONE: Record<DocumentoVisibilidad, 'green' | 'blue' | 'yellow' | 'slate'> = {
  todos: 'green',
  propietarios: 'blue',
  consejo: 'yellow',
  administracion: 'slate',
};

export const formatTamano = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString('es-CO', { maximumFractionDigits: 1 })} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;

/**
 * The file input's pick, checked as the API checks it first (documentos/archivo.ts): there is one, of at
 * most DOCUMENTO_MAX_BYTES, with the contracts' messages. Its type the API reads from the content, which
 * the browser cannot: here `accept` only narrows the picker, and the API's answer shows in the form.
 */
const archivoField = z
  .instanceof(FileList, { error: DOCUMENTO_MSG.archivoFaltante })
  .transform((archivos) => archivos[0])
  .pipe(
    z
      .file({ error: DOCUMENTO_MSG.archivoFaltante })
      .min(1, { error: DOCUMENTO_MSG.archivoFaltante })
      .max(DOCUMENTO_MAX_BYTES, { error: (issue) => DOCUMENTO_MSG.archivoGrande((issue.input as File).name) }),
  );

const descargar = (v: DocumentoVersionOutput) =>
  downloadFrom(v.url.replace(/^\/api/, ''), v.nombre).catch((err: unknown) =>
    toast.error(errorMessage(err, 'No fue posible descargar el archivo')),
  );

export function Biblioteca({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const [categoria, setCategoria] = useState<DocumentoCategoria | ''>('');
  const [busqueda, setBusqueda] = useState('');
  const q = useDeferredValue(busqueda.trim());
  const [archivados, setArchivados] = useState(false);
  const [page, setPage] = useState(1);
  const [nuevo, setNuevo] = useState(false);
  const list = useQuery({
    ...trpc.documentos.list.queryOptions({
      id: phId,
      page,
      pageSize: PAGE_SIZE,
      ...(categoria ? { categoria } : {}),
      ...(q ? { q } : {}),
      ...(archivados ? { archivados: 'true' as const } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const filtrado = Boolean(categoria || q || archivados);
  const paginas = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Categoría" className="w-full sm:w-56">
          <NativeSelect value={categoria} onChange={(e) => (setCategoria(e.target.value as DocumentoCategoria | ''), setPage(1))}>
            <option value="">Todas</option>
            <Opciones values={DOCUMENTO_CATEGORIAS} labels={DOCUMENTO_CATEGORIA_LABELS} />
          </NativeSelect>
        </Field>
        <Field label="Buscar" className="w-full sm:w-72">
          <Input
            type="search"
            value={busqueda}
            onChange={(e) => (setBusqueda(e.target.value), setPage(1))}
            placeholder="Título o descripción"
          />
        </Field>
        {canManage ? (
          <label className="flex h-10 items-center gap-2 text-sm">
            <input type="checkbox" checked={archivados} onChange={(e) => (setArchivados(e.target.checked), setPage(1))} />
            Ver archivados
          </label>
        ) : null}
        {canManage && !nuevo ? (
          <Button className="sm:ml-auto" onClick={() => setNuevo(true)}>
            <Upload className="h-4 w-4" aria-hidden /> Subir documento
          </Button>
        ) : null}
      </div>
      {nuevo ? <NuevoDocumento phId={phId} onDone={() => setNuevo(false)} /> : null}
      <QueryView
        query={list}
        failure="No fue posible cargar los documentos"
        rows={3}
        isEmpty={(data) => data.documentos.length === 0}
        empty={
          <EmptyState
            title={filtrado ? 'Ningún documento coincide' : 'Aún no hay documentos'}
            description={
              filtrado
                ? 'Prueba con otra categoría o con otras palabras.'
                : canManage
                  ? 'Sube el reglamento, las actas o los estados financieros y elige quién puede verlos.'
                  : 'Cuando la administración publique documentos para ti, aparecerán aquí.'
            }
          />
        }
      >
        {(data) => (
          <>
            <ul className="space-y-2" aria-label="Documentos">
              {data.documentos.map((d) => (
                <DocumentoItem key={d.id} documento={d} canManage={canManage} />
              ))}
            </ul>
            <Pager page={page} pages={paginas} onPage={setPage} label="Páginas de documentos" />
          </>
        )}
      </QueryView>
    </div>
  );
}

function DocumentoItem({ documento: d, canManage }: { documento: DocumentoOutput; canManage: boolean }) {
  const [panel, setPanel] = useState<'versiones' | 'editar' | 'version' | null>(null);
  const [archivar, setArchivar] = useState(false);
  const toggle = (p: typeof panel) => setPanel(panel === p ? null : p);
  const editable = accionesDocumento(d, canManage).length > 0;
  return (
    <li>
      <Card className="space-y-3 p-4" data-testid="documento">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="flex items-center gap-2 font-medium break-words">
              <FileText className="h-4 w-4 shrink-0" aria-hidden />
              {d.titulo}
            </p>
            {d.descripcion ? <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{d.descripcion}</p> : null}
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              Versión {d.version.numero} · {d.version.nombre} · {formatTamano(d.version.tamano)} ·{' '}
              {formatDate(d.version.createdAt)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge tone="slate">{DOCUMENTO_CATEGORIA_LABELS[d.categoria]}</Badge>
            <Badge tone={VISIBILIDAD_TONE[d.visibilidad]}>{DOCUMENTO_VISIBILIDAD_LABELS[d.visibilidad]}</Badge>
          </div>
        </div>
        {d.archivado ? (
          <Alert tone="warning">
            Archivado el {formatDate(d.archivado.en)}: {d.archivado.motivo}
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => descargar(d.version)} aria-label={`Descargar ${d.titulo}`}>
            <Download className="h-4 w-4" aria-hidden /> Descargar
          </Button>
          {d.version.numero > 1 ? (
            <Button size="sm" variant="outline" onClick={() => toggle('versiones')} aria-expanded={panel === 'versiones'}>
              <History className="h-4 w-4" aria-hidden /> Versiones ({d.version.numero})
            </Button>
          ) : null}
          {editable ? (
            <>
              <Button size="sm" variant="outline" onClick={() => toggle('version')} aria-expanded={panel === 'version'}>
                <Upload className="h-4 w-4" aria-hidden /> Nueva versión
              </Button>
              <Button size="sm" variant="outline" onClick={() => toggle('editar')} aria-expanded={panel === 'editar'}>
                <Pencil className="h-4 w-4" aria-hidden /> Editar
              </Button>
              <Button size="sm" variant="outline" onClick={() => setArchivar(true)}>
                <Archive className="h-4 w-4" aria-hidden /> Archivar
              </Button>
            </>
          ) : null}
        </div>
        {panel === 'versiones' ? <Versiones id={d.id} /> : null}
        {panel === 'version' ? <NuevaVersion documento={d} onDone={() => setPanel(null)} /> : null}
        {panel === 'editar' ? <EditarDocumento documento={d} onDone={() => setPanel(null)} /> : null}
        {archivar ? <ArchivarDocumento documento={d} onClose={() => setArchivar(false)} /> : null}
      </Card>
    </li>
  );
}

function Versiones({ id }: { id: string }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.documentos.get.queryOptions({ id }));
  return (
    <QueryView query={detail} failure="No fue posible cargar las versiones" rows={2}>
      {(data) => (
        <ul
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800"
          aria-label="Versiones"
        >
          {data.versiones.map((v) => (
            <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="min-w-0 break-words">
                Versión {v.numero} · {v.nombre} · {formatTamano(v.tamano)} · {formatDate(v.createdAt)} · {v.autor.nombre}
              </span>
              <Button size="sm" variant="ghost" onClick={() => descargar(v)} aria-label={`Descargar versión ${v.numero}`}>
                <Download className="h-4 w-4" aria-hidden /> Descargar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

interface DocumentoFormProps {
  label: string;
  onSubmit(event: FormEvent): void;
  error: string | null;
  onCancel(): void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Inside a document's card: framed, smaller buttons. */
  compact?: boolean;
  danger?: boolean;
  children: ReactNode;
}

/** The frame every form of the library shares: its fields, the error, Cancelar and the submit. */
function DocumentoForm({
  label,
  onSubmit,
  error,
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  compact,
  danger,
  children,
}: DocumentoFormProps) {
  const size = compact ? 'sm' : 'md';
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      className={cn('grid gap-3 sm:grid-cols-2', compact && 'rounded-lg border border-slate-200 p-3 dark:border-slate-800')}
    >
      {children}
      <FormError error={error} className="sm:col-span-2" />
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size={size} onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} size={size} disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Opciones<T extends string>({ values, labels }: { values: readonly T[]; labels: Record<T, string> }) {
  return values.map((v) => (
    <option key={v} value={v}>
      {labels[v]}
    </option>
  ));
}

type MetadataInput = z.input<typeof documentoMetadata>;

/** The metadata fields, registered in a form validated by the contracts' documentoMetadata. */
function MetadataFields({
  register,
  errors,
}: {
  register(name: keyof MetadataInput): UseFormRegisterReturn;
  errors: FieldErrors<MetadataInput>;
}) {
  return (
    <>
      <Field label="Título" className="sm:col-span-2" error={errors.titulo?.message}>
        <Input {...register('titulo')} maxLength={200} required />
      </Field>
      <Field label="Descripción (opcional)" className="sm:col-span-2" error={errors.descripcion?.message}>
        <Input {...register('descripcion')} maxLength={2000} />
      </Field>
      <Field label="Categoría" error={errors.categoria?.message}>
        <NativeSelect {...register('categoria')}>
          <Opciones values={DOCUMENTO_CATEGORIAS} labels={DOCUMENTO_CATEGORIA_LABELS} />
        </NativeSelect>
      </Field>
      <Field label="Quién lo puede ver" error={errors.visibilidad?.message}>
        <NativeSelect {...register('visibilidad')}>
          <Opciones values={DOCUMENTO_VISIBILIDADES} labels={DOCUMENTO_VISIBILIDAD_LABELS} />
        </NativeSelect>
      </Field>
    </>
  );
}

/** The file input of a form validated with `archivoField`: its registration and its message. */
function ArchivoField({ registro, error }: { registro: UseFormRegisterReturn; error?: string }) {
  return (
    <Field label="Archivo (PDF, imagen, Word o Excel, hasta 20 MB)" className="sm:col-span-2" error={error}>
      <input type="file" accept={ACCEPT} required {...registro} className="block w-full text-sm" />
    </Field>
  );
}

const nuevoDocumentoForm = documentoMetadata.extend({ archivo: archivoField });

function NuevoDocumento({ phId, onDone }: { phId: string; onDone(): void }) {
  const publicar = usePublicarDocumento();
  const form = useContractForm(
    nuevoDocumentoForm,
    { titulo: '', descripcion: '', categoria: 'reglamento', visibilidad: 'todos' },
    'No fue posible publicar el documento',
  );
  const submit = form.enviar(async ({ archivo, ...metadata }) => {
    const { message } = await publicar.mutateAsync({ phId, metadata, archivo });
    toast.success(message);
    onDone();
  });
  return (
    <Card className="p-4">
      <DocumentoForm
        label="Subir documento"
        onSubmit={submit}
        error={form.failure}
        onCancel={onDone}
        pending={publicar.isPending || form.formState.isSubmitting}
        submitLabel="Publicar documento"
        pendingLabel="Publicando…"
      >
        <MetadataFields register={form.register} errors={form.formState.errors} />
        <ArchivoField registro={form.register('archivo')} error={form.formState.errors.archivo?.message} />
      </DocumentoForm>
    </Card>
  );
}

const nuevaVersionForm = z.object({ archivo: archivoField });

function NuevaVersion({ documento, onDone }: { documento: DocumentoOutput; onDone(): void }) {
  const subir = useNuevaVersion();
  const form = useContractForm(nuevaVersionForm, {}, 'No fue posible subir la nueva versión');
  const submit = form.enviar(async ({ archivo }) => {
    const { message } = await subir.mutateAsync({ id: documento.id, archivo });
    toast.success(message);
    onDone();
  });
  return (
    <DocumentoForm
      label={`Nueva versión de ${documento.titulo}`}
      onSubmit={submit}
      error={form.failure}
      onCancel={onDone}
      pending={subir.isPending || form.formState.isSubmitting}
      submitLabel="Subir versión"
      pendingLabel="Subiendo…"
      compact
    >
      <ArchivoField registro={form.register('archivo')} error={form.formState.errors.archivo?.message} />
      <p className="text-xs text-slate-600 sm:col-span-2 dark:text-slate-400">
        La versión {documento.version.numero} seguirá disponible en el historial.
      </p>
    </DocumentoForm>
  );
}

function EditarDocumento({ documento, onDone }: { documento: DocumentoOutput; onDone(): void }) {
  const actualizar = useActualizarDocumento();
  const form = useContractForm(
    documentoMetadata,
    {
      titulo: documento.titulo,
      descripcion: documento.descripcion,
      categoria: documento.categoria,
      visibilidad: documento.visibilidad,
    },
    'No fue posible guardar los cambios',
  );
  const submit = form.enviar(async (metadata) => {
    const { message } = await actualizar.mutateAsync({ id: documento.id, ...metadata });
    toast.success(message);
    onDone();
  });
  return (
    <DocumentoForm
      label={`Editar ${documento.titulo}`}
      onSubmit={submit}
      error={form.failure}
      onCancel={onDone}
      pending={actualizar.isPending || form.formState.isSubmitting}
      submitLabel="Guardar cambios"
      pendingLabel="Guardando…"
      compact
    >
      <MetadataFields register={form.register} errors={form.formState.errors} />
    </DocumentoForm>
  );
}

const archivarForm = documentoArchivarInput.omit({ id: true });

function ArchivarDocumento({ documento, onClose }: { documento: DocumentoOutput; onClose(): void }) {
  const archivar = useArchivarDocumento();
  const form = useContractForm(archivarForm, { motivo: '' }, 'No fue posible archivar el documento');
  const submit = form.enviar(async ({ motivo }) => {
    const { message } = await archivar.mutateAsync({ id: documento.id, motivo });
    toast.success(message);
    onClose();
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !archivar.isPending && onClose()}
      title="Archivar documento"
      description={`«${documento.titulo}» dejará de verse para todos salvo la administración. No se borra: sus versiones se conservan.`}
    >
      <DocumentoForm
        label="Archivar documento"
        onSubmit={submit}
        error={form.failure}
        onCancel={onClose}
        pending={archivar.isPending}
        submitLabel="Archivar"
        pendingLabel="Archivando…"
        danger
      >
        <Field label="Motivo" className="sm:col-span-2" error={form.formState.errors.motivo?.message}>
          <Input {...form.register('motivo')} maxLength={2000} required autoFocus />
        </Field>
      </DocumentoForm>
    </Dialog>
  );
}
