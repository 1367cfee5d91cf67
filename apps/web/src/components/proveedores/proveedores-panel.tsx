// Tesorería → Proveedores (issue 29): the complex's contractors with their NIT (check digit computed as
// it is typed), contratos and required documents with expiry badges. The administration manages; the
// consejo reads (the contracts' policy, through the portal's capabilities).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';

import {
  contratoFormFields,
  DOCUMENTO_PROVEEDOR_MAX_BYTES,
  ETIQUETA_DOCUMENTO_PROVEEDOR,
  formatoFecha,
  nitCheckDigit,
  proveedorFormFields,
  TIPOS_DOCUMENTO_PROVEEDOR,
  type Proveedor,
} from '@horizonte/contracts';

import { useInvalidate } from '../../data/invalidate.ts';
import { despuesDeProveedores, useCreateContrato, useCreateProveedor, useUpdateProveedor } from '../../data/proveedores.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { apiFetch } from '../../lib/api-fetch.ts';
import { formatCOP } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { pesosEntendidos } from '../tesoreria/pesos-entendidos.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';
import { DocumentoFila } from './documento-estado.tsx';

type Dialogo =
  { tipo: 'proveedor'; proveedor: Proveedor | null } | { tipo: 'contrato' | 'documento'; proveedor: Proveedor } | null;

export default function ProveedoresPanel() {
  const { ph, capabilities } = useComplexPortal();
  const canManage = capabilities.tesoreriaManage;
  const trpc = useTRPC();
  const [q, setQ] = useState('');
  const proveedores = useQuery(
    trpc.proveedores.list.queryOptions({ id: ph.id, pageSize: 100, ...(q.trim() ? { q: q.trim() } : {}) }),
  );
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const cerrar = () => setDialogo(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <span className="font-medium">Buscar proveedor</span>
          <Input value={q} onChange={(e) => setQ(e.target.value)} placeholder="Razón social o NIT" />
        </label>
        {canManage ? <Button onClick={() => setDialogo({ tipo: 'proveedor', proveedor: null })}>Nuevo proveedor</Button> : null}
      </div>
      <QueryView
        query={proveedores}
        failure="No fue posible cargar los proveedores"
        rows={3}
        isEmpty={(data) => data.proveedores.length === 0}
        empty={
          <EmptyState
            title="Sin proveedores"
            description="Registra a los contratistas del conjunto con su NIT, sus contratos y los documentos que deben mantener vigentes."
          />
        }
      >
        {(data) => (
          <ul className="space-y-3" aria-label="Proveedores">
            {data.proveedores.map((p) => (
              <li key={p.id}>
                <ProveedorCard
                  proveedor={p}
                  canManage={canManage}
                  onEditar={() => setDialogo({ tipo: 'proveedor', proveedor: p })}
                  onContrato={() => setDialogo({ tipo: 'contrato', proveedor: p })}
                  onDocumento={() => setDialogo({ tipo: 'documento', proveedor: p })}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Dialog
        open={dialogo?.tipo === 'proveedor'}
        onOpenChange={(open) => !open && cerrar()}
        title={dialogo?.proveedor ? `Editar ${dialogo.proveedor.razonSocial}` : 'Nuevo proveedor'}
      >
        {dialogo?.tipo === 'proveedor' ? <ProveedorForm phId={ph.id} proveedor={dialogo.proveedor} onDone={cerrar} /> : null}
      </Dialog>
      <Dialog open={dialogo?.tipo === 'contrato'} onOpenChange={(open) => !open && cerrar()} title="Agregar contrato">
        {dialogo?.tipo === 'contrato' ? <ContratoForm proveedorId={dialogo.proveedor.id} onDone={cerrar} /> : null}
      </Dialog>
      <Dialog open={dialogo?.tipo === 'documento'} onOpenChange={(open) => !open && cerrar()} title="Subir documento">
        {dialogo?.tipo === 'documento' ? <DocumentoForm proveedorId={dialogo.proveedor.id} onDone={cerrar} /> : null}
      </Dialog>
    </div>
  );
}

function ProveedorCard({
  proveedor: p,
  canManage,
  onEditar,
  onContrato,
  onDocumento,
}: {
  proveedor: Proveedor;
  canManage: boolean;
  onEditar(): void;
  onContrato(): void;
  onDocumento(): void;
}) {
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{p.razonSocial}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            NIT {p.nit}-{p.dv}
            {p.contactoNombre ? ` · ${p.contactoNombre}` : ''}
            {p.telefono ? ` · ${p.telefono}` : ''}
            {p.email ? ` · ${p.email}` : ''}
          </p>
          <div className="mt-1 flex flex-wrap gap-1">
            <Badge tone="slate">{p.declarante ? 'Declarante' : 'No declarante'}</Badge>
            {p.personaNatural ? <Badge tone="slate">Persona natural</Badge> : null}
            {p.servicios.map((s) => (
              <Badge key={s} tone="blue">
                {s}
              </Badge>
            ))}
            {p.usuarioNombre ? <Badge tone="green">Portal: {p.usuarioNombre}</Badge> : null}
          </div>
        </div>
        {canManage ? (
          <div className="flex flex-wrap gap-1">
            <Button variant="ghost" size="sm" onClick={onEditar}>
              Editar
            </Button>
            <Button variant="ghost" size="sm" onClick={onContrato}>
              Agregar contrato
            </Button>
            <Button variant="ghost" size="sm" onClick={onDocumento}>
              Subir documento
            </Button>
          </div>
        ) : null}
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <section aria-label={`Contratos de ${p.razonSocial}`}>
          <h4 className="text-sm font-semibold">Contratos</h4>
          {p.contratos.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Sin contratos registrados.</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {p.contratos.map((c) => (
                <li key={c.id}>
                  <span className="font-medium">{c.objeto}</span> · {formatCOP(c.valor)} · desde {formatoFecha(c.desde)}
                  {c.hasta ? ` hasta ${formatoFecha(c.hasta)}` : ''}{' '}
                  <Badge tone={c.vigente ? 'green' : 'slate'}>{c.vigente ? 'Vigente' : 'No vigente'}</Badge>
                  {c.polizaNumero ? (
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      Póliza {c.polizaNumero}
                      {c.polizaVence ? ` · vence el ${formatoFecha(c.polizaVence)}` : ''}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label={`Documentos de ${p.razonSocial}`}>
          <h4 className="text-sm font-semibold">Documentos</h4>
          <ul className="space-y-1">
            {p.documentos.map((d) => (
              <DocumentoFila key={d.id} documento={d} />
            ))}
          </ul>
          {p.documentosFaltantes.length ? (
            <p className="mt-1 text-sm text-red-700 dark:text-red-300">
              Faltan: {p.documentosFaltantes.map((t) => ETIQUETA_DOCUMENTO_PROVEEDOR[t]).join(', ')}
            </p>
          ) : null}
        </section>
      </div>
    </Card>
  );
}

type ProveedorFormInput = z.input<typeof proveedorFormFields>;

function ProveedorForm({ phId, proveedor, onDone }: { phId: string; proveedor: Proveedor | null; onDone(): void }) {
  const crear = useCreateProveedor();
  const actualizar = useUpdateProveedor();
  const form = useContractForm(
    proveedorFormFields,
    {
      razonSocial: proveedor?.razonSocial ?? '',
      nit: proveedor?.nit ?? '',
      dv: proveedor ? String(proveedor.dv) : '',
      declarante: proveedor?.declarante ?? true,
      personaNatural: proveedor?.personaNatural ?? false,
      contactoNombre: proveedor?.contactoNombre ?? '',
      email: proveedor?.email ?? '',
      telefono: proveedor?.telefono ?? '',
      servicios: proveedor?.servicios.join(', ') ?? '',
    } satisfies ProveedorFormInput,
    'No fue posible guardar el proveedor',
  );
  const errors = form.formState.errors;
  const nit = form.watch('nit').replace(/\D/g, '');
  const submit = form.enviar(async (values) => {
    if (proveedor) await actualizar.mutateAsync({ id: proveedor.id, ...values, userId: proveedor.userId });
    else await crear.mutateAsync({ id: phId, ...values });
    toast.success(proveedor ? 'Proveedor actualizado' : 'Proveedor registrado');
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Proveedor">
      <Field label="Razón social" error={errors.razonSocial?.message}>
        <Input {...form.register('razonSocial')} required />
      </Field>
      <div className="grid grid-cols-[1fr_5rem] gap-2">
        <Field label="NIT (sin dígito de verificación)" error={errors.nit?.message}>
          <Input {...form.register('nit')} inputMode="numeric" required />
        </Field>
        <Field label="DV" error={errors.dv?.message} hint={nit.length >= 6 ? `Calculado: ${nitCheckDigit(nit)}` : undefined}>
          <Input {...form.register('dv')} inputMode="numeric" maxLength={1} required />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('declarante')} className="h-4 w-4" />
        Declarante de renta (retención de servicios 4 %, no declarante 6 %)
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('personaNatural')} className="h-4 w-4" />
        Persona natural (honorarios 10 %; persona jurídica 11 %)
      </label>
      <Field label="Contacto" error={errors.contactoNombre?.message}>
        <Input {...form.register('contactoNombre')} />
      </Field>
      <div className="grid gap-2 sm:grid-cols-2">
        <Field label="Correo" error={errors.email?.message}>
          <Input type="email" {...form.register('email')} />
        </Field>
        <Field label="Teléfono" error={errors.telefono?.message}>
          <Input type="tel" {...form.register('telefono')} />
        </Field>
      </div>
      <Field label="Servicios" error={errors.servicios?.message} hint="Separados por comas: ascensores, puertas eléctricas">
        <Input {...form.register('servicios')} />
      </Field>
      <FormError error={form.failure} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Guardando…' : 'Guardar proveedor'}
      </Button>
    </form>
  );
}

function ContratoForm({ proveedorId, onDone }: { proveedorId: string; onDone(): void }) {
  const crear = useCreateContrato();
  const form = useContractForm(
    contratoFormFields,
    { objeto: '', valor: '', desde: '', hasta: '', polizaNumero: '', polizaVence: '' },
    'No fue posible agregar el contrato',
  );
  const errors = form.formState.errors;
  const submit = form.enviar(async (values) => {
    await crear.mutateAsync({ id: proveedorId, ...values });
    toast.success('Contrato agregado');
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Contrato">
      <Field label="Objeto" error={errors.objeto?.message}>
        <Input {...form.register('objeto')} required />
      </Field>
      <Field label="Valor (pesos)" error={errors.valor?.message} hint={pesosEntendidos(form.watch('valor'))}>
        <Input {...form.register('valor')} inputMode="decimal" autoComplete="off" placeholder="14.400.000" required />
      </Field>
      <div className="grid gap-2 sm:grid-cols-2">
        <Field label="Desde" error={errors.desde?.message}>
          <Input type="date" {...form.register('desde')} required />
        </Field>
        <Field label="Hasta" error={errors.hasta?.message}>
          <Input type="date" {...form.register('hasta')} />
        </Field>
        <Field label="Póliza N.º" error={errors.polizaNumero?.message}>
          <Input {...form.register('polizaNumero')} />
        </Field>
        <Field label="La póliza vence" error={errors.polizaVence?.message}>
          <Input type="date" {...form.register('polizaVence')} />
        </Field>
      </div>
      <FormError error={form.failure} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Guardando…' : 'Agregar contrato'}
      </Button>
    </form>
  );
}

function DocumentoForm({ proveedorId, onDone }: { proveedorId: string; onDone(): void }) {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const [tipo, setTipo] = useState<string>(TIPOS_DOCUMENTO_PROVEEDOR[0]);
  const [vence, setVence] = useState('');
  const [archivo, setArchivo] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!archivo) return setError('Adjunta el archivo del documento');
    if (archivo.size > DOCUMENTO_PROVEEDOR_MAX_BYTES) return setError(`«${archivo.name}» supera los 5 MB`);
    const body = new FormData();
    body.append('tipo', tipo);
    if (vence) body.append('vence', vence);
    body.append('archivo', archivo);
    setEnviando(true);
    try {
      await apiFetch(`/proveedores/${proveedorId}/documentos`, { method: 'POST', body });
      await invalidate(...despuesDeProveedores(trpc));
      toast.success('Documento guardado');
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'No fue posible subir el documento'));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Documento del proveedor">
      <Field label="Tipo">
        <NativeSelect value={tipo} onChange={(e) => setTipo(e.target.value)}>
          {TIPOS_DOCUMENTO_PROVEEDOR.map((t) => (
            <option key={t} value={t}>
              {ETIQUETA_DOCUMENTO_PROVEEDOR[t]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Vence" hint="Se avisa a la administración 30 días antes">
        <Input type="date" value={vence} onChange={(e) => setVence(e.target.value)} />
      </Field>
      <Field label="Archivo (PDF o imagen, hasta 5 MB)">
        <input
          type="file"
          accept="application/pdf,image/jpeg,image/png,image/webp"
          className="text-sm"
          onChange={(e) => setArchivo(e.target.files?.[0] ?? null)}
        />
      </Field>
      <FormError error={error} />
      <Button type="submit" disabled={enviando}>
        {enviando ? 'Subiendo…' : 'Subir documento'}
      </Button>
    </form>
  );
}
