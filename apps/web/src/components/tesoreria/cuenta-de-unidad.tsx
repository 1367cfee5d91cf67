// One unit's account (issue 16): the figures, the documents (cuentas de cobro, paz y salvo) and the
// movements; the owner's Estado de Cuenta loads it after its frame (issue 27), Tesorería in its tab.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileCheck2, Receipt } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { formatoFecha, type EstadoCuenta } from '@horizonte/contracts';

import { usePazYSalvo } from '../../data/tesoreria.ts';
import { errorMessage, errorStatus } from '../../lib/api-errors.ts';
import { downloadArchivo } from '../../lib/download.ts';
import { formatCOP } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { StatCard, StatGrid } from '../ui/stat-card.tsx';
import { EmptyState, ErrorState, TableSkeleton } from '../ui/states.tsx';

/** One unit's account; `acciones` are the administration's (e.g. «Registrar ajuste»). */
export function CuentaDeUnidad({ apartamentoId, acciones }: { apartamentoId: string; acciones?: ReactNode }) {
  const trpc = useTRPC();
  const cuenta = useQuery(trpc.tesoreria.estadoCuenta.get.queryOptions({ id: apartamentoId }));
  if (cuenta.isLoading) return <TableSkeleton rows={5} />;
  if (cuenta.isError) return <ErrorState message={errorMessage(cuenta.error, 'No fue posible cargar el estado de cuenta')} />;
  const data = cuenta.data!;
  return (
    <div className="space-y-6">
      <StatGrid>
        <StatCard label="Total a pagar" value={formatCOP(data.totalAPagar)} icon={Receipt} testId="total-a-pagar" />
        <StatCard label="Capital pendiente" value={formatCOP(data.saldoCapital)} icon={Receipt} />
        <StatCard label="Intereses de mora" value={formatCOP(data.saldoIntereses)} icon={Receipt} hint="Art. 30, Ley 675" />
        <StatCard label="Saldo a favor" value={formatCOP(data.saldoAFavor)} icon={Receipt} />
      </StatGrid>
      {acciones ? <div className="flex flex-wrap gap-2">{acciones}</div> : null}
      <Documentos cuenta={data} />
      <Movimientos cuenta={data} />
    </div>
  );
}

function Documentos({ cuenta }: { cuenta: EstadoCuenta }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pazYSalvo = usePazYSalvo();
  const [descargando, setDescargando] = useState(false);
  const [rechazo, setRechazo] = useState<string | null>(null);
  const id = cuenta.apartamento.id;

  const descargarEstado = async () => {
    setDescargando(true);
    try {
      const { archivo } = await queryClient.fetchQuery(trpc.tesoreria.estadoCuenta.pdf.queryOptions({ id }));
      downloadArchivo(archivo);
    } catch (error) {
      toast.error(errorMessage(error, 'No fue posible generar el estado de cuenta'));
    } finally {
      setDescargando(false);
    }
  };
  const pedirPazYSalvo = async () => {
    setRechazo(null);
    try {
      const result = await pazYSalvo.mutateAsync({ id });
      downloadArchivo(result.archivo);
      toast.success(`Paz y salvo expedido. Código de verificación: ${result.codigo ?? ''}`);
    } catch (error) {
      if (errorStatus(error) === 409) setRechazo(errorMessage(error, 'La unidad tiene saldo pendiente.'));
      else toast.error(errorMessage(error, 'No fue posible expedir el paz y salvo'));
    }
  };

  return (
    <Card>
      <h2 className="text-base font-semibold">Documentos</h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" onClick={descargarEstado} disabled={descargando}>
          <Download className="h-4 w-4" aria-hidden /> {descargando ? 'Generando…' : 'Estado de cuenta (PDF)'}
        </Button>
        <Button onClick={pedirPazYSalvo} disabled={pazYSalvo.isPending}>
          <FileCheck2 className="h-4 w-4" aria-hidden /> {pazYSalvo.isPending ? 'Expidiendo…' : 'Paz y salvo'}
        </Button>
      </div>
      {cuenta.totalAPagar > 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          El paz y salvo se expide cuando la unidad no debe nada (hoy debe {formatCOP(cuenta.totalAPagar)}).
        </p>
      ) : null}
      {rechazo ? (
        <Alert tone="warning" className="mt-3">
          {rechazo}
        </Alert>
      ) : null}
    </Card>
  );
}

function Movimientos({ cuenta }: { cuenta: EstadoCuenta }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const movimientos = [...cuenta.movimientos].reverse();
  const recibo = async (pagoId: string) => {
    try {
      const { archivo } = await queryClient.fetchQuery(trpc.tesoreria.pagos.pdf.queryOptions({ id: pagoId }));
      downloadArchivo(archivo);
    } catch (error) {
      toast.error(errorMessage(error, 'No fue posible generar el recibo'));
    }
  };
  if (movimientos.length === 0)
    return (
      <EmptyState
        title="Sin movimientos"
        description="Aquí aparecerán las cuotas facturadas, tus pagos y los intereses, con el saldo después de cada uno."
      />
    );
  // A table with its headers, readable at 360 px: words wrap only between words (never «administra /
  // ción»), each amount stays on one line with its label, and a payment says «Abono»; on a phone the
  // running balance goes under the date instead of a third column (issue 26 #10).
  return (
    <section aria-labelledby="movimientos-titulo">
      <h2 id="movimientos-titulo" className="mb-3 text-base font-semibold">
        Movimientos (más recientes primero)
      </h2>
      <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
        <table className="w-full text-left text-sm" data-testid="movimientos">
          <caption className="sr-only">Movimientos de la unidad, con el saldo después de cada uno</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                Concepto
              </th>
              <th scope="col" className={`${th} text-right`}>
                Valor
              </th>
              <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
                Saldo
              </th>
            </tr>
          </thead>
          <tbody>
            {movimientos.map((m, i) => (
              <tr key={i} data-testid="movimiento" data-tipo={m.abono > 0 ? 'abono' : 'cargo'}>
                <td className={`${td} [overflow-wrap:normal] [word-break:normal] hyphens-manual`}>
                  <span className="block font-medium" data-testid="concepto">
                    {m.concepto}
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">{formatoFecha(m.fecha)}</span>
                  <span className="block text-xs whitespace-nowrap text-slate-600 sm:hidden dark:text-slate-400">
                    Saldo {formatCOP(m.saldo)}
                  </span>
                  {m.pagoId ? (
                    <Button
                      variant="link"
                      size="sm"
                      className="h-auto px-0"
                      onClick={() => recibo(m.pagoId!)}
                      aria-label={`Recibo de caja: ${m.concepto}`}
                    >
                      <Download className="h-4 w-4" aria-hidden /> Recibo
                    </Button>
                  ) : null}
                </td>
                <td className={`${td} text-right whitespace-nowrap tabular-nums`} data-testid="valor">
                  {m.abono > 0 ? (
                    <span className="font-medium text-green-800 dark:text-green-300">
                      <span className="mr-1 text-xs font-semibold">Abono</span>
                      {formatCOP(m.abono)}
                    </span>
                  ) : (
                    <span className="font-medium text-red-800 dark:text-red-300">
                      <span className="mr-1 text-xs font-semibold">Cargo</span>
                      {formatCOP(m.cargo)}
                    </span>
                  )}
                </td>
                <td
                  className={`${td} hidden text-right whitespace-nowrap tabular-nums text-slate-700 sm:table-cell dark:text-slate-300`}
                >
                  {formatCOP(m.saldo)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const td = 'border-t border-slate-200 px-3 py-2 align-top dark:border-slate-800';
const th =
  'bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-900 dark:text-slate-400';
