// The administration's Tesorería (issue 15): cartera por edades, facturación (preview, emit, annul),
// pagos (register, annul, bank CSV), presupuesto (art. 35) and tasas de mora (art. 30). The consejo
// reads everything; only the administrator changes money (the server refuses the rest anyway).
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Download } from 'lucide-react';
import { MEDIOS_PAGO, type Cartera } from '@horizonte/contracts';
import { useTRPC } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { downloadArchivo } from '../../lib/download.ts';
import { formatCOP, todayInBogota } from '../../lib/format.ts';
import {
  useAnularFacturacion,
  useAnularPago,
  useAprobarPresupuesto,
  useCreateFacturacion,
  useCreatePago,
  useCreatePresupuesto,
  useEmitirFacturacion,
  useImportarPagos,
  useSetTasaMora,
} from '../../data/tesoreria.ts';
import { unidadLabel } from '../community/unidad.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Alert } from '../ui/alert.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../ui/states.tsx';
import { TableFrame, TableHeader, td, ACTIONS_COLUMN } from '../ui/table.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx';

const right = `${td} text-right tabular-nums`;

export function TesoreriaAdmin() {
  const { ph, capabilities } = useComplexPortal();
  const canRead = capabilities.superRole === 'SUPER_ADMIN' || capabilities.rol === 'admin' || capabilities.rol === 'consejo';
  const canManage = canRead && capabilities.community.manage;
  return (
    <>
      <SectionHeader title="Tesorería" description={canManage ? ph.nombre : `${ph.nombre} · solo lectura`} />
      {!canRead ? (
        <EmptyState
          title="Sin acceso a la tesorería"
          description="La tesorería del conjunto la ven la administración y el consejo."
        />
      ) : (
        <Tabs defaultValue="cartera">
          <TabsList aria-label="Secciones de tesorería" className="mb-4 flex-wrap">
            <TabsTrigger value="cartera">Cartera</TabsTrigger>
            <TabsTrigger value="facturacion">Facturación</TabsTrigger>
            <TabsTrigger value="pagos">Pagos</TabsTrigger>
            <TabsTrigger value="presupuesto">Presupuesto</TabsTrigger>
            <TabsTrigger value="tasas">Tasas de mora</TabsTrigger>
          </TabsList>
          <TabsContent value="cartera">
            <CarteraPanel phId={ph.id} />
          </TabsContent>
          <TabsContent value="facturacion">
            <FacturacionPanel phId={ph.id} canManage={canManage} />
          </TabsContent>
          <TabsContent value="pagos">
            <PagosPanel phId={ph.id} canManage={canManage} />
          </TabsContent>
          <TabsContent value="presupuesto">
            <PresupuestoPanel phId={ph.id} canManage={canManage} />
          </TabsContent>
          <TabsContent value="tasas">
            <TasasPanel phId={ph.id} canManage={canManage} />
          </TabsContent>
        </Tabs>
      )}
    </>
  );
}

// ------------------------------------------------------------------------------------------ cartera

const EDADES = [
  ['alDia', 'Al día'],
  ['de1a30', '1–30 días'],
  ['de31a60', '31–60 días'],
  ['de61a90', '61–90 días'],
  ['masDe90', 'Más de 90 días'],
] as const;

function CarteraPanel({ phId }: { phId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cartera = useQuery(trpc.tesoreria.cartera.queryOptions({ id: phId, pageSize: 100 }));
  const descargar = async (formato: 'csv' | 'xlsx') => {
    try {
      const data = await queryClient.fetchQuery(trpc.tesoreria.cartera.queryOptions({ id: phId, formato, pageSize: 100 }));
      if (data.archivo) downloadArchivo(data.archivo);
    } catch (error) {
      toast.error(errorMessage(error, 'No fue posible generar la descarga'));
    }
  };
  if (cartera.isLoading) return <TableSkeleton rows={5} />;
  if (cartera.isError) return <ErrorState message={errorMessage(cartera.error, 'No fue posible cargar la cartera')} />;
  const { totales, unidades } = cartera.data!;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="cartera-totales">
        <Cifra label="Facturado" value={formatCOP(totales.facturado)} testId="cartera-facturado" />
        <Cifra label="Recaudado" value={formatCOP(totales.recaudado)} />
        <Cifra label="Cartera" value={formatCOP(totales.cartera)} testId="cartera-total" />
        <Cifra label="% de cartera" value={`${totales.porcentajeCartera.toLocaleString('es-CO')} %`} />
      </div>
      <EdadesChart totales={totales} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => descargar('csv')}>
          <Download className="h-4 w-4" aria-hidden /> CSV
        </Button>
        <Button variant="outline" size="sm" onClick={() => descargar('xlsx')}>
          <Download className="h-4 w-4" aria-hidden /> Excel
        </Button>
      </div>
      {unidades.length === 0 ? (
        <EmptyState
          title="Sin unidades"
          description="Cuando el conjunto tenga unidades y facturación, aquí verás lo que debe cada una por edades."
        />
      ) : (
        <TableFrame label="Cartera por unidad">
          <TableHeader
            columns={[
              'Unidad',
              ...EDADES.map(([, l]) => ({ label: l, align: 'right' as const })),
              { label: 'Intereses', align: 'right' },
              { label: 'Total', align: 'right' },
              'Último pago',
            ]}
          />
          <tbody>
            {unidades.map((u) => (
              <tr key={u.apartamentoId}>
                <td className={`${td} font-medium`}>{u.unidad}</td>
                {EDADES.map(([k]) => (
                  <td key={k} className={right}>
                    {u.capital[k] ? formatCOP(u.capital[k]) : '—'}
                  </td>
                ))}
                <td className={right}>{u.intereses ? formatCOP(u.intereses) : '—'}</td>
                <td className={`${right} font-semibold`}>{formatCOP(u.total)}</td>
                <td className={td}>{u.ultimoPago ? `${u.ultimoPago.fecha} · ${formatCOP(u.ultimoPago.valor)}` : 'Sin pagos'}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </div>
  );
}

function Cifra({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card className="p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </p>
    </Card>
  );
}

/** Capital owed by age as horizontal bars (the widest is the largest amount). */
function EdadesChart({ totales }: { totales: Cartera['totales'] }) {
  const max = Math.max(1, ...EDADES.map(([k]) => totales.porEdad[k]));
  return (
    <Card className="p-4">
      <h3 className="mb-3 text-sm font-semibold">Capital por edad de la deuda</h3>
      <ul className="space-y-2">
        {EDADES.map(([k, label]) => (
          <li key={k} className="grid grid-cols-[7rem_1fr_auto] items-center gap-2 text-sm">
            <span>{label}</span>
            <span className="h-3 rounded bg-slate-100 dark:bg-slate-800" aria-hidden>
              <span
                className={`block h-3 rounded ${k === 'masDe90' ? 'bg-red-600' : k === 'alDia' ? 'bg-green-600' : 'bg-amber-500'}`}
                style={{ width: `${(totales.porEdad[k] / max) * 100}%` }}
              />
            </span>
            <span className="tabular-nums">{formatCOP(totales.porEdad[k])}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

// ------------------------------------------------------------------------------------- facturación

/** This month in Bogotá, due on the 10th: what an administrator bills most often. */
function siguientePeriodo(): { periodo: string; vence: string } {
  const periodo = todayInBogota().slice(0, 7);
  return { periodo, vence: `${periodo}-10` };
}

function FacturacionPanel({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const runs = useQuery(trpc.tesoreria.facturacionList.queryOptions({ id: phId, pageSize: 24 }));
  const crear = useCreateFacturacion();
  const inicial = siguientePeriodo();
  const [periodo, setPeriodo] = useState(inicial.periodo);
  const [vence, setVence] = useState(inicial.vence);
  const [abierta, setAbierta] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const calcular = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const { facturacion } = await crear.mutateAsync({ id: phId, periodo, fechaVencimiento: vence });
      setAbierta(facturacion.id);
      toast.success(`Facturación ${facturacion.periodo} calculada: revísala antes de emitirla`);
    } catch (err) {
      setError(errorMessage(err, 'No fue posible calcular la facturación'));
    }
  };

  return (
    <div className="space-y-4">
      {canManage ? (
        <Card className="p-4">
          <form onSubmit={calcular} className="flex flex-wrap items-end gap-3" aria-label="Calcular facturación">
            <Field label="Periodo (AAAA-MM)">
              <Input
                value={periodo}
                onChange={(e) => setPeriodo(e.target.value)}
                pattern="\d{4}-\d{2}"
                required
                className="w-32"
              />
            </Field>
            <Field label="Fecha de vencimiento">
              <Input type="date" value={vence} onChange={(e) => setVence(e.target.value)} required className="w-44" />
            </Field>
            <Button type="submit" disabled={crear.isPending}>
              {crear.isPending ? 'Calculando…' : 'Calcular facturación'}
            </Button>
          </form>
          {error ? (
            <Alert tone="error" className="mt-3">
              {error}
            </Alert>
          ) : null}
        </Card>
      ) : null}
      {runs.isLoading ? (
        <TableSkeleton rows={3} />
      ) : runs.isError ? (
        <ErrorState message={errorMessage(runs.error, 'No fue posible cargar las facturaciones')} />
      ) : runs.data!.facturaciones.length === 0 ? (
        <EmptyState
          title="Aún no hay facturaciones"
          description={
            canManage
              ? 'Aprueba el presupuesto del año y calcula el primer mes: verás cada cuota antes de emitirla.'
              : 'La administración aún no ha facturado.'
          }
        />
      ) : (
        <TableFrame label="Facturaciones">
          <TableHeader
            columns={[
              'Periodo',
              'Vence',
              'Estado',
              { label: 'Cargos', align: 'right' },
              { label: 'Total', align: 'right' },
              ACTIONS_COLUMN,
            ]}
          />
          <tbody>
            {runs.data!.facturaciones.map((f) => (
              <tr key={f.id}>
                <td className={`${td} font-medium`}>{f.periodo}</td>
                <td className={td}>{f.fechaVencimiento}</td>
                <td className={td}>
                  <Badge tone={f.estado === 'emitida' ? 'green' : f.estado === 'borrador' ? 'yellow' : 'red'}>{f.estado}</Badge>
                </td>
                <td className={right}>{f.cargos}</td>
                <td className={right}>{formatCOP(f.total)}</td>
                <td className={`${td} text-right`}>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setAbierta(abierta === f.id ? null : f.id)}
                    aria-expanded={abierta === f.id}
                  >
                    {abierta === f.id ? 'Ocultar' : 'Ver cargos'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      {abierta ? <VistaPrevia facturacionId={abierta} canManage={canManage} /> : null}
    </div>
  );
}

function VistaPrevia({ facturacionId, canManage }: { facturacionId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const run = useQuery(trpc.tesoreria.facturacionGet.queryOptions({ id: facturacionId, pageSize: 100 }));
  const emitir = useEmitirFacturacion();
  const anular = useAnularFacturacion();
  const act = async (accion: 'emitir' | 'anular') => {
    try {
      if (accion === 'emitir') await emitir.mutateAsync({ id: facturacionId });
      else await anular.mutateAsync({ id: facturacionId });
      toast.success(accion === 'emitir' ? 'Facturación emitida: las cuentas de cobro van en camino' : 'Facturación anulada');
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible completar la acción'));
    }
  };
  if (run.isLoading) return <TableSkeleton rows={4} />;
  if (run.isError) return <ErrorState message={errorMessage(run.error, 'No fue posible cargar la facturación')} />;
  const { facturacion, detalle, total } = run.data!;
  return (
    <Card className="p-4" data-testid="vista-previa">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          Facturación {facturacion.periodo} · {formatCOP(facturacion.total)} · {total} cargos
        </h3>
        {canManage && facturacion.estado !== 'anulada' ? (
          <div className="flex gap-2">
            {facturacion.estado === 'borrador' ? (
              <Button onClick={() => act('emitir')} disabled={emitir.isPending}>
                {emitir.isPending ? 'Emitiendo…' : 'Emitir'}
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => act('anular')} disabled={anular.isPending}>
              Anular
            </Button>
          </div>
        ) : null}
      </div>
      <TableFrame label="Cargos de la facturación">
        <TableHeader columns={['Unidad', 'Concepto', { label: 'Valor', align: 'right' }]} />
        <tbody>
          {detalle.map((c) => (
            <tr key={c.id}>
              <td className={`${td} font-medium`}>{c.unidad}</td>
              <td className={td}>{c.concepto}</td>
              <td className={right}>{formatCOP(c.valor)}</td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      {total > detalle.length ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          Se muestran los primeros {detalle.length} de {total} cargos.
        </p>
      ) : null}
    </Card>
  );
}

// ------------------------------------------------------------------------------------------- pagos

function PagosPanel({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pagos = useQuery(trpc.tesoreria.pagosList.queryOptions({ id: phId, pageSize: 50 }));
  const anular = useAnularPago();
  const recibo = async (id: string) => {
    try {
      downloadArchivo((await queryClient.fetchQuery(trpc.tesoreria.pagosRecibo.queryOptions({ id }))).archivo);
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible generar el recibo'));
    }
  };
  const onAnular = async (id: string) => {
    const motivo = window.prompt('Motivo de la anulación (queda en el historial):');
    if (!motivo) return;
    try {
      await anular.mutateAsync({ id, motivo });
      toast.success('Pago anulado: sus aplicaciones se reversaron');
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible anular el pago'));
    }
  };
  return (
    <div className="space-y-4">
      {canManage ? <RegistrarPago phId={phId} /> : null}
      {canManage ? <ImportarExtracto phId={phId} /> : null}
      {pagos.isLoading ? (
        <TableSkeleton rows={4} />
      ) : pagos.isError ? (
        <ErrorState message={errorMessage(pagos.error, 'No fue posible cargar los pagos')} />
      ) : pagos.data!.pagos.length === 0 ? (
        <EmptyState
          title="Sin pagos registrados"
          description="Registra un pago o importa el extracto del banco: se aplica primero a intereses y luego al capital más antiguo."
        />
      ) : (
        <TableFrame label="Pagos">
          <TableHeader
            columns={['Recibo', 'Unidad', 'Fecha', 'Medio', 'Estado', { label: 'Valor', align: 'right' }, ACTIONS_COLUMN]}
          />
          <tbody>
            {pagos.data!.pagos.map((p) => (
              <tr key={p.id}>
                <td className={`${td} font-medium`}>N.º {p.numeroRecibo}</td>
                <td className={td}>{p.unidad}</td>
                <td className={td}>{p.fecha}</td>
                <td className={td}>{p.medio}</td>
                <td className={td}>
                  <Badge tone={p.estado === 'aplicado' ? 'green' : 'red'}>{p.estado}</Badge>
                </td>
                <td className={right}>{formatCOP(p.valor)}</td>
                <td className={`${td} text-right`}>
                  <Button variant="ghost" size="sm" onClick={() => recibo(p.id)} aria-label={`Recibo N.º ${p.numeroRecibo}`}>
                    <Download className="h-4 w-4" aria-hidden /> Recibo
                  </Button>
                  {canManage && p.estado === 'aplicado' ? (
                    <Button variant="ghost" size="sm" onClick={() => onAnular(p.id)}>
                      Anular
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </div>
  );
}

function RegistrarPago({ phId }: { phId: string }) {
  const trpc = useTRPC();
  const unidades = useQuery(trpc.apartamentos.list.queryOptions({ id: phId, pageSize: 500 }));
  const crear = useCreatePago();
  const hoy = todayInBogota();
  const [form, setForm] = useState({
    apartamentoId: '',
    valor: '',
    fecha: hoy,
    medio: 'transferencia' as (typeof MEDIOS_PAGO)[number],
    referencia: '',
  });
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const { pago } = await crear.mutateAsync({
        id: phId,
        apartamentoId: form.apartamentoId,
        valor: Number(form.valor.replace(/\D/g, '')),
        fecha: form.fecha,
        medio: form.medio,
        ...(form.referencia ? { referencia: form.referencia } : {}),
      });
      toast.success(
        `Pago registrado: recibo de caja N.º ${pago.numeroRecibo}${pago.saldoAFavor ? ` (saldo a favor ${formatCOP(pago.saldoAFavor)})` : ''}`,
      );
      setForm((f) => ({ ...f, valor: '', referencia: '' }));
    } catch (err) {
      setError(errorMessage(err, 'No fue posible registrar el pago'));
    }
  };
  return (
    <Card className="p-4">
      <h3 className="mb-3 font-semibold">Registrar pago</h3>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end" aria-label="Registrar pago">
        <Field label="Unidad" className="lg:col-span-2">
          <NativeSelect value={form.apartamentoId} onChange={(e) => setForm({ ...form, apartamentoId: e.target.value })} required>
            <option value="">Elige la unidad</option>
            {(unidades.data?.apartamentos ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {unidadLabel(a)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Valor (pesos)">
          <Input
            inputMode="numeric"
            value={form.valor}
            onChange={(e) => setForm({ ...form, valor: e.target.value })}
            required
            placeholder="350000"
          />
        </Field>
        <Field label="Fecha">
          <Input type="date" value={form.fecha} onChange={(e) => setForm({ ...form, fecha: e.target.value })} required />
        </Field>
        <Field label="Medio">
          <NativeSelect
            value={form.medio}
            onChange={(e) => setForm({ ...form, medio: e.target.value as (typeof MEDIOS_PAGO)[number] })}
          >
            {MEDIOS_PAGO.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" disabled={crear.isPending}>
          {crear.isPending ? 'Registrando…' : 'Registrar pago'}
        </Button>
      </form>
      {error ? (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
    </Card>
  );
}

function ImportarExtracto({ phId }: { phId: string }) {
  const importar = useImportarPagos();
  const [resultado, setResultado] = useState<{
    aplicados: number;
    duplicados: number;
    sinAsignar: { fila: number; motivo: string }[];
  } | null>(null);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const r = await importar.mutateAsync({ id: phId, csv: await file.text() });
      setResultado({
        aplicados: r.aplicados.length,
        duplicados: r.duplicados.length,
        sinAsignar: r.sinAsignar.map((s) => ({ fila: s.fila, motivo: s.motivo })),
      });
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible importar el extracto'));
    }
  };
  return (
    <Card className="p-4">
      <h3 className="font-semibold">Conciliar extracto bancario (CSV)</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Columnas fecha, valor, referencia, descripcion. La referencia es la unidad: «1-101», o «101» sin torre.
      </p>
      <input
        type="file"
        accept=".csv,text/csv"
        className="mt-3 text-sm"
        aria-label="Extracto CSV"
        onChange={(e) => onFile(e.target.files?.[0])}
        disabled={importar.isPending}
      />
      {resultado ? (
        <div className="mt-3 space-y-2 text-sm" role="status">
          <p>
            {resultado.aplicados} pagos aplicados · {resultado.duplicados} filas ya importadas · {resultado.sinAsignar.length} sin
            asignar
          </p>
          {resultado.sinAsignar.length ? (
            <ul className="list-inside list-disc text-amber-800 dark:text-amber-300">
              {resultado.sinAsignar.map((s) => (
                <li key={s.fila}>
                  Fila {s.fila}: {s.motivo} (regístrala a mano arriba)
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

// ------------------------------------------------------------------------------------- presupuesto

function PresupuestoPanel({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.tesoreria.presupuestosList.queryOptions({ id: phId }));
  const aprobar = useAprobarPresupuesto();
  const onAprobar = async (id: string) => {
    const actaReferencia = window.prompt('Referencia del acta de la asamblea que lo aprobó:');
    if (!actaReferencia) return;
    try {
      await aprobar.mutateAsync({ id, actaReferencia });
      toast.success('Presupuesto aprobado');
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible aprobar el presupuesto'));
    }
  };
  return (
    <div className="space-y-4">
      {canManage ? <NuevoPresupuesto phId={phId} /> : null}
      {list.isLoading ? (
        <TableSkeleton rows={2} />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error, 'No fue posible cargar los presupuestos')} />
      ) : list.data!.presupuestos.length === 0 ? (
        <EmptyState
          title="Sin presupuesto"
          description="El presupuesto anual aprobado por la asamblea fija la cuota mensual que se reparte por coeficiente."
        />
      ) : (
        list.data!.presupuestos.map((p) => (
          <Card key={p.id} className="p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">
                Presupuesto {p.anio} <Badge tone={p.estado === 'aprobado' ? 'green' : 'yellow'}>{p.estado}</Badge>
              </h3>
              {canManage && p.estado === 'borrador' ? (
                <Button size="sm" onClick={() => onAprobar(p.id)}>
                  Aprobar
                </Button>
              ) : null}
            </div>
            <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
              {p.rubros.map((r) => (
                <div key={r.nombre} className="flex justify-between gap-2">
                  <dt>{r.nombre}</dt>
                  <dd className="tabular-nums">{formatCOP(r.valorAnual)}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-2 font-medium">
                <dt>Fondo de imprevistos ({p.porcentajeImprevistos.toLocaleString('es-CO')} %, art. 35)</dt>
                <dd className="tabular-nums">{formatCOP(p.valorImprevistos)}</dd>
              </div>
              <div className="flex justify-between gap-2 font-semibold">
                <dt>Total anual</dt>
                <dd className="tabular-nums">{formatCOP(p.totalAnual)}</dd>
              </div>
              <div className="flex justify-between gap-2 font-semibold">
                <dt>Cuota mensual del conjunto</dt>
                <dd className="tabular-nums">{formatCOP(p.cuotaMensualTotal)}</dd>
              </div>
            </dl>
            {p.actaReferencia ? (
              <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Aprobado con {p.actaReferencia}</p>
            ) : null}
          </Card>
        ))
      )}
    </div>
  );
}

function NuevoPresupuesto({ phId }: { phId: string }) {
  const crear = useCreatePresupuesto();
  const [anio, setAnio] = useState(String(Number(todayInBogota().slice(0, 4)) + 1));
  const [porcentaje, setPorcentaje] = useState('1');
  const [rubros, setRubros] = useState([{ nombre: '', valorAnual: '' }]);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await crear.mutateAsync({
        id: phId,
        anio: Number(anio),
        porcentajeImprevistos: Number(porcentaje.replace(',', '.')),
        rubros: rubros
          .filter((r) => r.nombre.trim())
          .map((r) => ({ nombre: r.nombre.trim(), valorAnual: Number(r.valorAnual.replace(/\D/g, '')) })),
      });
      toast.success('Presupuesto creado en borrador');
      setRubros([{ nombre: '', valorAnual: '' }]);
    } catch (err) {
      setError(errorMessage(err, 'No fue posible crear el presupuesto'));
    }
  };
  return (
    <Card className="p-4">
      <h3 className="mb-3 font-semibold">Nuevo presupuesto</h3>
      <form onSubmit={submit} className="space-y-3" aria-label="Nuevo presupuesto">
        <div className="flex flex-wrap gap-3">
          <Field label="Año">
            <Input inputMode="numeric" value={anio} onChange={(e) => setAnio(e.target.value)} className="w-28" required />
          </Field>
          <Field label="Imprevistos (%)" hint="Mínimo 1 % (art. 35)">
            <Input
              inputMode="decimal"
              value={porcentaje}
              onChange={(e) => setPorcentaje(e.target.value)}
              className="w-28"
              required
            />
          </Field>
        </div>
        {rubros.map((r, i) => (
          <div key={i} className="grid gap-2 sm:grid-cols-[1fr_12rem]">
            <Input
              aria-label={`Rubro ${i + 1}`}
              placeholder="Rubro (p. ej. Vigilancia)"
              value={r.nombre}
              onChange={(e) => setRubros(rubros.map((x, j) => (j === i ? { ...x, nombre: e.target.value } : x)))}
            />
            <Input
              aria-label={`Valor anual del rubro ${i + 1}`}
              inputMode="numeric"
              placeholder="Valor anual"
              value={r.valorAnual}
              onChange={(e) => setRubros(rubros.map((x, j) => (j === i ? { ...x, valorAnual: e.target.value } : x)))}
            />
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setRubros([...rubros, { nombre: '', valorAnual: '' }])}
          >
            Agregar rubro
          </Button>
          <Button type="submit" size="sm" disabled={crear.isPending}>
            {crear.isPending ? 'Guardando…' : 'Crear presupuesto'}
          </Button>
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </form>
    </Card>
  );
}

// ---------------------------------------------------------------------------------- tasas de mora

function TasasPanel({ phId, canManage }: { phId: string; canManage: boolean }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.tesoreria.tasasMoraList.queryOptions({ id: phId, pageSize: 24 }));
  const fijar = useSetTasaMora();
  const [periodo, setPeriodo] = useState(siguientePeriodo().periodo);
  const [ibc, setIbc] = useState('');
  const [asamblea, setAsamblea] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const { tasa } = await fijar.mutateAsync({
        id: phId,
        periodo,
        interesBancarioCorrienteEA: Number(ibc.replace(',', '.')),
        ...(asamblea ? { tasaAsambleaEA: Number(asamblea.replace(',', '.')) } : {}),
      });
      toast.success(`Tasa de ${tasa.periodo}: ${tasa.tasaAplicadaEA.toLocaleString('es-CO')} % E.A.`);
    } catch (err) {
      setError(errorMessage(err, 'No fue posible fijar la tasa'));
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Art. 30 de la Ley 675: la tasa de mora no puede superar 1,5 veces el interés bancario corriente certificado por la
        Superintendencia Financiera; el interés es simple y solo sobre capital.
      </p>
      {canManage ? (
        <Card className="p-4">
          <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Fijar tasa de mora">
            <Field label="Periodo">
              <Input
                value={periodo}
                onChange={(e) => setPeriodo(e.target.value)}
                pattern="\d{4}-\d{2}"
                className="w-32"
                required
              />
            </Field>
            <Field label="Interés bancario corriente (% E.A.)">
              <Input inputMode="decimal" value={ibc} onChange={(e) => setIbc(e.target.value)} className="w-32" required />
            </Field>
            <Field label="Tasa de la asamblea (% E.A., opcional)">
              <Input inputMode="decimal" value={asamblea} onChange={(e) => setAsamblea(e.target.value)} className="w-32" />
            </Field>
            <Button type="submit" disabled={fijar.isPending}>
              Fijar tasa
            </Button>
          </form>
          {error ? (
            <Alert tone="error" className="mt-3">
              {error}
            </Alert>
          ) : null}
        </Card>
      ) : null}
      {list.isLoading ? (
        <TableSkeleton rows={2} />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error, 'No fue posible cargar las tasas')} />
      ) : list.data!.tasas.length === 0 ? (
        <EmptyState title="Sin tasas de mora" description="Sin tasa fijada no se causan intereses de mora." />
      ) : (
        <TableFrame label="Tasas de mora">
          <TableHeader
            columns={[
              'Periodo',
              { label: 'I. B. corriente', align: 'right' },
              { label: 'Tope legal', align: 'right' },
              { label: 'Asamblea', align: 'right' },
              { label: 'Aplicada', align: 'right' },
            ]}
          />
          <tbody>
            {list.data!.tasas.map((t) => (
              <tr key={t.periodo}>
                <td className={`${td} font-medium`}>{t.periodo}</td>
                <td className={right}>{t.interesBancarioCorrienteEA.toLocaleString('es-CO')} %</td>
                <td className={right}>{t.topeLegalEA.toLocaleString('es-CO')} %</td>
                <td className={right}>{t.tasaAsambleaEA === null ? '—' : `${t.tasaAsambleaEA.toLocaleString('es-CO')} %`}</td>
                <td className={`${right} font-semibold`}>{t.tasaAplicadaEA.toLocaleString('es-CO')} %</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </div>
  );
}
