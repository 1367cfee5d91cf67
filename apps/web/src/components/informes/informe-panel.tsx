// Tesorería → Informe mensual (issue 29): the consejo's pack of a month as PDF (recaudo, cartera,
// egresos, ejecución, fondo de imprevistos, cumplimiento, PQRS, órdenes); the administration publishes
// it once per month, after confirming, and each consejo member receives it by mail. Both read the list.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { nombrePeriodo, periodosHasta, type Informe } from '@horizonte/contracts';

import { usePublicarInforme } from '../../data/informes.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { formatDate, plural, todayInBogota } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { NativeSelect } from '../ui/input.tsx';
import { Pager } from '../ui/pager.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';
import { ACTIONS_COLUMN, TableFrame, TableHeader, td } from '../ui/table.tsx';
import { useDescargarInforme } from './use-descargar-informe.ts';

const PAGE_SIZE = 12;

export default function InformePanel() {
  const { ph, capabilities } = useComplexPortal();
  const trpc = useTRPC();
  const meses = periodosHasta(todayInBogota().slice(0, 7), 12);
  // The month just closed is the one usually reported.
  const [periodo, setPeriodo] = useState(meses[1]!);
  const [page, setPage] = useState(1);
  const [confirmando, setConfirmando] = useState(false);
  const publicados = useQuery(trpc.informes.list.queryOptions({ id: ph.id, page, pageSize: PAGE_SIZE }));
  const publicar = usePublicarInforme();
  const { descargar, descargando } = useDescargarInforme(ph.id);
  const yaPublicado = publicados.data?.informes.some((i) => i.periodo === periodo) ?? false;
  const onPublicar = async () => {
    const res = await publicar.mutateAsync({ id: ph.id, periodo });
    toast.success(
      `Informe de ${nombrePeriodo(periodo)} publicado: se envía a ${plural(res.destinatarios, 'miembro', 'miembros')} del consejo`,
    );
  };
  return (
    <div className="space-y-6">
      <section aria-labelledby="informe-generar" className="space-y-3">
        <h3 id="informe-generar" className="font-semibold">
          Informe del mes
        </h3>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">Mes</span>
            <NativeSelect
              className="w-full sm:w-56"
              value={periodo}
              onChange={(e) => setPeriodo(e.target.value)}
              aria-label="Mes del informe"
            >
              {meses.map((p) => (
                <option key={p} value={p}>
                  {nombrePeriodo(p)}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button variant="outline" onClick={() => descargar(periodo)} disabled={descargando !== null}>
            {descargando === periodo ? 'Generando…' : 'Descargar PDF'}
          </Button>
          {capabilities.tesoreriaManage ? (
            <Button onClick={() => setConfirmando(true)} disabled={yaPublicado || publicar.isPending}>
              {yaPublicado ? 'Ya publicado' : 'Publicar al consejo'}
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Recaudo y facturación, cartera por edades, egresos por rubro, ejecución presupuestal, fondo de imprevistos, cumplimiento
          de obligaciones legales, PQRS y órdenes de trabajo del mes.
        </p>
      </section>
      <section aria-labelledby="informe-publicados" className="space-y-2">
        <h3 id="informe-publicados" className="font-semibold">
          Informes publicados
        </h3>
        <QueryView
          query={publicados}
          failure="No fue posible cargar los informes publicados"
          isEmpty={(d) => d.informes.length === 0}
          empty={
            <EmptyState
              title="Aún no hay informes publicados"
              description="Cuando la administración publique un informe, aparecerá aquí."
            />
          }
        >
          {(data) => (
            <>
              <Publicados informes={data.informes} descargar={descargar} descargando={descargando} />
              <Pager page={page} pages={Math.ceil(data.total / PAGE_SIZE)} onPage={setPage} label="Páginas de informes" />
            </>
          )}
        </QueryView>
      </section>
      <ConfirmDialog
        open={confirmando}
        onOpenChange={setConfirmando}
        title={`¿Publicar el informe de ${nombrePeriodo(periodo)}?`}
        description="Cada miembro del consejo lo recibirá por correo en PDF. Un mes se publica una sola vez."
        confirmLabel="Publicar"
        pendingLabel="Publicando…"
        confirmVariant="primary"
        onConfirm={async () => {
          try {
            await onPublicar();
          } catch (err) {
            toast.error(errorMessage(err, 'No fue posible publicar el informe'));
            throw err;
          }
        }}
      />
    </div>
  );
}

function Publicados({
  informes,
  descargar,
  descargando,
}: {
  informes: Informe[];
  descargar(periodo: string): Promise<void>;
  descargando: string | null;
}) {
  return (
    <TableFrame label="Informes publicados">
      <TableHeader columns={['Mes', 'Publicado', 'Por', ACTIONS_COLUMN]} />
      <tbody>
        {informes.map((i) => (
          <tr key={i.id} data-testid="informe-publicado">
            <td className={td}>{nombrePeriodo(i.periodo)}</td>
            <td className={td}>{formatDate(i.publicadoEn)}</td>
            <td className={td}>{i.publicadoPor ?? '—'}</td>
            <td className={`${td} text-right`}>
              <Button size="sm" variant="outline" onClick={() => descargar(i.periodo)} disabled={descargando !== null}>
                {descargando === i.periodo ? 'Generando…' : 'PDF'}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
