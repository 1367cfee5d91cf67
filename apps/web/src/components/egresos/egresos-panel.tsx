// Tesorería → Egresos (issue 29): what the complex pays its proveedores, each against a rubro of the
// approved budget (or the fondo de imprevistos), with the retención en la fuente previewed while the
// valor is typed (the server computes the one it stores, from the same table), the comprobante de
// egreso, the soporte, annulment with motivo, the retenciones to declare each month and the annual
// certificado per proveedor, and the year's retención table. The administration registers; the consejo reads.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';

import {
  accionesEgreso,
  CONCEPTOS_RETENCION,
  conceptoSobreAiu,
  egresoAnularInput,
  egresoFormFields,
  ETIQUETA_CONCEPTO_RETENCION,
  ETIQUETA_MEDIO_EGRESO,
  formatoFecha,
  formatoTarifa,
  leerPesos,
  liquidarRetencion,
  MEDIOS_EGRESO,
  rubrosDelAnio,
  SOPORTE_EGRESO_MAX_BYTES,
  type ConceptoRetencion,
  type Egreso,
  type EstadoEgreso,
} from '@horizonte/contracts';

import { useAnularEgreso, useCreateEgreso } from '../../data/egresos.ts';
import { useInvalidate } from '../../data/invalidate.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { apiFetch, downloadFrom } from '../../lib/api-fetch.ts';
import { downloadArchivo } from '../../lib/download.ts';
import { formatCOP, todayInBogota } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { pesosEntendidos } from '../tesoreria/pesos-entendidos.ts';
import { right } from '../tesoreria/table-cells.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { PromptDialog } from '../ui/prompt-dialog.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';
import { ACTIONS_COLUMN, TableFrame, TableHeader, td } from '../ui/table.tsx';
import { TarifasRetencion } from './tarifas-retencion.tsx';

const TONO_EGRESO: Record<EstadoEgreso, 'green' | 'red'> = { registrado: 'green', anulado: 'red' };
const ETIQUETA_ESTADO: Record<EstadoEgreso, string> = { registrado: 'Registrado', anulado: 'Anulado' };

export default function EgresosPanel() {
  const { ph, capabilities } = useComplexPortal();
  const canManage = capabilities.tesoreriaManage;
  const anioActual = Number(todayInBogota().slice(0, 4));
  const [anio, setAnio] = useState(anioActual);
  return (
    <div className="space-y-4">
      {canManage ? <RegistrarEgreso phId={ph.id} /> : null}
      <label className="flex items-center gap-2 text-sm">
        <span className="font-medium">Año</span>
        <NativeSelect
          className="w-28"
          value={anio}
          onChange={(e) => setAnio(Number(e.target.value))}
          aria-label="Año de los egresos"
        >
          {[anioActual, anioActual - 1, anioActual - 2].map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </NativeSelect>
      </label>
      <ListaEgresos phId={ph.id} anio={anio} canManage={canManage} />
      <Retenciones phId={ph.id} anio={anio} />
      <Certificado phId={ph.id} anio={anio} />
      <TarifasRetencion phId={ph.id} anio={anio} canManage={canManage} />
    </div>
  );
}

type EgresoFormInput = z.input<typeof egresoFormFields>;

function RegistrarEgreso({ phId }: { phId: string }) {
  const trpc = useTRPC();
  const crear = useCreateEgreso();
  const invalidate = useInvalidate();
  const hoy = todayInBogota();
  const proveedores = useQuery(trpc.proveedores.list.queryOptions({ id: phId, pageSize: 100 }));
  const presupuestos = useQuery(trpc.tesoreria.presupuestos.list.queryOptions({ id: phId }));
  const vacio: EgresoFormInput = {
    proveedorId: '',
    rubro: '',
    fondoImprevistos: false,
    ordenId: '',
    contratoId: '',
    concepto: 'servicios',
    descripcion: '',
    valorBruto: '',
    baseRetencion: '',
    fecha: hoy,
    medio: 'transferencia',
    referencia: '',
  };
  const form = useContractForm(egresoFormFields, vacio, 'No fue posible registrar el egreso');
  const [soporte, setSoporte] = useState<File | null>(null);
  const errors = form.formState.errors;
  const [proveedorId, fecha, concepto, valorTexto, fondo, aiuTexto] = form.watch([
    'proveedorId',
    'fecha',
    'concepto',
    'valorBruto',
    'fondoImprevistos',
    'baseRetencion',
  ]);
  const sobreAiu = conceptoSobreAiu(concepto as ConceptoRetencion);
  const anio = Number((fecha || hoy).slice(0, 4));
  const tarifas = useQuery(trpc.egresos.tarifas.get.queryOptions({ id: phId, anio }));
  const proveedor = proveedores.data?.proveedores.find((p) => p.id === proveedorId);
  const rubros = rubrosDelAnio(presupuestos.data?.presupuestos ?? [], anio);
  // The preview: the same rule and table the server applies when it stores the egreso.
  const leido = leerPesos(valorTexto ?? '');
  const fila = tarifas.data?.tarifas.find((f) => f.concepto === concepto);
  const aiu = sobreAiu && aiuTexto?.trim() ? leerPesos(aiuTexto) : null;
  const vista =
    leido.ok && fila && proveedor && (!aiu || aiu.ok)
      ? liquidarRetencion(leido.valor, fila, proveedor, aiu?.ok ? aiu.valor : leido.valor)
      : null;
  const submit = form.enviar(async (values) => {
    if (soporte && soporte.size > SOPORTE_EGRESO_MAX_BYTES) throw new Error(`«${soporte.name}» supera los 5 MB`);
    const { baseRetencion, ...resto } = values;
    const { egreso } = await crear.mutateAsync({ id: phId, ...resto, ...(sobreAiu && baseRetencion ? { baseRetencion } : {}) });
    if (soporte) {
      const body = new FormData();
      body.append('archivo', soporte);
      await apiFetch(`/egresos/${egreso.id}/soporte`, { method: 'POST', body }).catch((err: unknown) =>
        toast.error(errorMessage(err, 'El egreso quedó registrado, pero no fue posible guardar el soporte')),
      );
      await invalidate(trpc.egresos.list);
    }
    toast.success(`Egreso registrado: comprobante N.º ${egreso.numero} (retención ${formatCOP(egreso.retencion)})`);
    form.reset({ ...vacio, fecha: values.fecha, medio: values.medio });
    setSoporte(null);
  });
  return (
    <Card className="p-4">
      <h3 className="mb-3 font-semibold">Registrar egreso</h3>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Registrar egreso">
        <Field label="Proveedor" error={errors.proveedorId?.message} className="sm:col-span-2">
          <NativeSelect {...form.register('proveedorId')} required>
            <option value="">Elige el proveedor</option>
            {proveedores.data?.proveedores.map((p) => (
              <option key={p.id} value={p.id}>
                {p.razonSocial} · NIT {p.nit}-{p.dv}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Contrato que paga (opcional)" error={errors.contratoId?.message} className="sm:col-span-2">
          <NativeSelect {...form.register('contratoId')}>
            <option value="">Sin contrato</option>
            {proveedor?.contratos.map((c) => (
              <option key={c.id} value={c.id}>
                {c.objeto}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label="Rubro del presupuesto"
          error={errors.rubro?.message}
          hint={rubros.length ? undefined : `No hay presupuesto aprobado de ${anio}`}
        >
          <NativeSelect {...form.register('rubro')} disabled={fondo}>
            <option value="">Elige el rubro</option>
            {rubros.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <label className="flex items-center gap-2 text-sm sm:mt-7">
          <input type="checkbox" {...form.register('fondoImprevistos')} className="h-4 w-4" />
          Fondo de imprevistos (art. 35)
        </label>
        <Field label="Concepto de retención" error={errors.concepto?.message} className="sm:col-span-2">
          <NativeSelect {...form.register('concepto')}>
            {CONCEPTOS_RETENCION.map((c) => (
              <option key={c} value={c}>
                {ETIQUETA_CONCEPTO_RETENCION[c]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Descripción" error={errors.descripcion?.message} className="sm:col-span-2 lg:col-span-4">
          <Input {...form.register('descripcion')} required placeholder="Mantenimiento de ascensores, octubre" />
        </Field>
        <Field label="Valor bruto (pesos)" error={errors.valorBruto?.message} hint={pesosEntendidos(valorTexto)}>
          <Input {...form.register('valorBruto')} inputMode="decimal" autoComplete="off" placeholder="1.200.000" required />
        </Field>
        {sobreAiu ? (
          <Field
            label="AIU (base de la retención)"
            error={errors.baseRetencion?.message}
            hint={pesosEntendidos(aiuTexto, 'La retención es el 2 % del AIU')}
          >
            <Input {...form.register('baseRetencion')} inputMode="decimal" autoComplete="off" placeholder="800.000" />
          </Field>
        ) : null}
        <Field label="Fecha" error={errors.fecha?.message}>
          <Input type="date" max={hoy} {...form.register('fecha')} required />
        </Field>
        <Field label="Medio" error={errors.medio?.message}>
          <NativeSelect {...form.register('medio')}>
            {MEDIOS_EGRESO.map((m) => (
              <option key={m} value={m}>
                {ETIQUETA_MEDIO_EGRESO[m]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Referencia" error={errors.referencia?.message}>
          <Input {...form.register('referencia')} autoComplete="off" />
        </Field>
        <Field label="Soporte: factura o documento soporte (opcional)" className="sm:col-span-2">
          <input
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            className="text-sm"
            onChange={(e) => setSoporte(e.target.files?.[0] ?? null)}
          />
        </Field>
        <div
          className="rounded-lg bg-slate-50 p-3 text-sm sm:col-span-2 dark:bg-slate-800/60"
          role="status"
          aria-label="Retención calculada"
        >
          {vista ? (
            <>
              <p>
                Retención ({formatoTarifa(vista.tarifaBp)}): <strong>{formatCOP(vista.retencion)}</strong> · Neto a pagar:{' '}
                <strong>{formatCOP(vista.neto)}</strong>
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {vista.retencion === 0 && vista.tarifaBp > 0
                  ? `Por debajo de la base de ${formatCOP(vista.basePesos)} (${vista.baseUvt} UVT): sin retención.`
                  : `Base mínima ${formatCOP(vista.basePesos)} (${vista.baseUvt} UVT de ${formatCOP(fila!.uvt)}).`}
              </p>
            </>
          ) : (
            <p className="text-slate-600 dark:text-slate-400">
              Elige el proveedor y escribe el valor para ver la retención y el neto.
            </p>
          )}
        </div>
        <FormError error={form.failure} className="sm:col-span-2 lg:col-span-4" />
        <Button type="submit" disabled={crear.isPending || form.formState.isSubmitting}>
          {crear.isPending ? 'Registrando…' : 'Registrar egreso'}
        </Button>
      </form>
    </Card>
  );
}

function ListaEgresos({ phId, anio, canManage }: { phId: string; anio: number; canManage: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const egresos = useQuery(trpc.egresos.list.queryOptions({ id: phId, anio, pageSize: 100 }));
  const anular = useAnularEgreso();
  const [anulando, setAnulando] = useState<Egreso | null>(null);
  const comprobante = async (id: string) => {
    try {
      downloadArchivo((await queryClient.fetchQuery(trpc.egresos.pdf.queryOptions({ id }))).archivo);
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible generar el comprobante'));
    }
  };
  const soporte = (e: Egreso) =>
    downloadFrom(`/egresos/${e.id}/soporte`, e.soporte?.nombre ?? 'soporte').catch((err: unknown) =>
      toast.error(errorMessage(err, 'No fue posible descargar el soporte')),
    );
  return (
    <>
      <QueryView
        query={egresos}
        failure="No fue posible cargar los egresos"
        rows={4}
        isEmpty={(data) => data.egresos.length === 0}
        empty={
          <EmptyState
            title={`Sin egresos en ${anio}`}
            description="Registra los pagos a proveedores: la retención en la fuente se calcula sola."
          />
        }
      >
        {(data) => (
          <TableFrame label="Egresos">
            <TableHeader
              columns={[
                'Comprobante',
                'Proveedor',
                'Fecha',
                'Rubro',
                'Estado',
                { label: 'Bruto', align: 'right' },
                { label: 'Retención', align: 'right' },
                { label: 'Neto', align: 'right' },
                ACTIONS_COLUMN,
              ]}
            />
            <tbody>
              {data.egresos.map((e) => (
                <tr key={e.id}>
                  <td className={`${td} font-medium`}>N.º {e.numero}</td>
                  <td className={td}>
                    {e.proveedor}
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{e.descripcion}</span>
                  </td>
                  <td className={td}>{formatoFecha(e.fecha)}</td>
                  <td className={td}>{e.rubro}</td>
                  <td className={td}>
                    <Badge tone={TONO_EGRESO[e.estado]}>{ETIQUETA_ESTADO[e.estado]}</Badge>
                    {e.motivoAnulacion ? <span className="block text-xs">{e.motivoAnulacion}</span> : null}
                  </td>
                  <td className={right}>{formatCOP(e.valorBruto)}</td>
                  <td className={right}>{formatCOP(e.retencion)}</td>
                  <td className={right}>{formatCOP(e.neto)}</td>
                  <td className={`${td} text-right`}>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => comprobante(e.id)}
                      aria-label={`Comprobante N.º ${e.numero}`}
                    >
                      <Download className="h-4 w-4" aria-hidden /> Comprobante
                    </Button>
                    {e.soporte ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => soporte(e)}
                        aria-label={`Soporte del comprobante N.º ${e.numero}`}
                      >
                        Soporte
                      </Button>
                    ) : null}
                    {accionesEgreso(e.estado, { manage: canManage }).includes('anular') ? (
                      <Button variant="ghost" size="sm" onClick={() => setAnulando(e)}>
                        Anular
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </QueryView>
      <PromptDialog
        open={anulando !== null}
        onOpenChange={(open) => !open && setAnulando(null)}
        title={anulando ? `¿Anular el comprobante de egreso N.º ${anulando.numero}?` : ''}
        description={
          anulando
            ? `El pago de ${formatCOP(anulando.valorBruto)} a ${anulando.proveedor} queda anulado: sigue en la lista, pero deja de contar en el presupuesto y en las retenciones.`
            : undefined
        }
        label="Motivo de la anulación (queda en el historial)"
        schema={egresoAnularInput.shape.motivo}
        confirmLabel="Anular egreso"
        pendingLabel="Anulando…"
        failure="No fue posible anular el egreso"
        onConfirm={async (motivo) => {
          await anular.mutateAsync({ id: anulando!.id, motivo });
          toast.success('Egreso anulado');
        }}
      />
    </>
  );
}

function Retenciones({ phId, anio }: { phId: string; anio: number }) {
  const trpc = useTRPC();
  const retenciones = useQuery(trpc.egresos.retenciones.get.queryOptions({ id: phId, anio }));
  return (
    <Card className="p-4">
      <h3 className="font-semibold">Retenciones por declarar · {anio}</h3>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        La declaración de retención en la fuente se presenta cada mes, también en cero.
      </p>
      <QueryView query={retenciones} failure="No fue posible cargar las retenciones" rows={3}>
        {(data) => (
          <TableFrame label="Retenciones por mes">
            <TableHeader columns={['Mes', 'Conceptos', { label: 'Total', align: 'right' }]} />
            <tbody>
              {data.meses.map((m) => (
                <tr key={m.periodo}>
                  <td className={td}>{m.periodo}</td>
                  <td className={`${td} text-xs`}>
                    {m.porConcepto.length
                      ? m.porConcepto
                          .map((c) => `${ETIQUETA_CONCEPTO_RETENCION[c.concepto]}: ${formatCOP(c.retencion)}`)
                          .join(' · ')
                      : 'Sin retenciones: declarar en cero'}
                  </td>
                  <td className={right}>{formatCOP(m.total)}</td>
                </tr>
              ))}
              <tr>
                <td className={`${td} font-semibold`} colSpan={2}>
                  Total del año
                </td>
                <td className={`${right} font-semibold`}>{formatCOP(data.total)}</td>
              </tr>
            </tbody>
          </TableFrame>
        )}
      </QueryView>
    </Card>
  );
}

function Certificado({ phId, anio }: { phId: string; anio: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const proveedores = useQuery(trpc.proveedores.list.queryOptions({ id: phId, pageSize: 100 }));
  const [proveedorId, setProveedorId] = useState('');
  const [generando, setGenerando] = useState(false);
  const descargar = async () => {
    setGenerando(true);
    try {
      downloadArchivo(
        (await queryClient.fetchQuery(trpc.egresos.certificado.pdf.queryOptions({ id: phId, proveedorId, anio }))).archivo,
      );
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible generar el certificado'));
    } finally {
      setGenerando(false);
    }
  };
  return (
    <Card className="p-4">
      <h3 className="font-semibold">Certificado de retenciones · {anio}</h3>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        El certificado anual que el conjunto, como agente retenedor, entrega a cada proveedor (Decreto 1625 de 2016).
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <NativeSelect
          className="min-w-48 flex-1"
          value={proveedorId}
          onChange={(e) => setProveedorId(e.target.value)}
          aria-label="Proveedor del certificado"
        >
          <option value="">Elige el proveedor</option>
          {proveedores.data?.proveedores.map((p) => (
            <option key={p.id} value={p.id}>
              {p.razonSocial}
            </option>
          ))}
        </NativeSelect>
        <Button onClick={descargar} disabled={!proveedorId || generando}>
          <Download className="h-4 w-4" aria-hidden /> {generando ? 'Generando…' : 'Descargar certificado'}
        </Button>
      </div>
    </Card>
  );
}
