// Importing a complex from a spreadsheet (issue 14 section 1): download the template, upload an .xlsx
// or .csv, review the preview (what changes and every row error), then confirm: all or nothing.
// Coeficientes copied from the screen (4 decimals) may miss 100 % by their rounding: the admin
// picks the unit that takes that residue, and the confirmation applies exactly 100 % (issue 26 #7).
import { useMutation } from '@tanstack/react-query';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';

import { conResiduo, toMillionths, type ImportacionPreview, type ImportResiduo } from '@horizonte/contracts';

import { useInvalidate } from '../../data/invalidate.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { apiFetch, downloadFrom } from '../../lib/api-fetch.ts';
import { formatNumber, formatPercent, plural } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { NativeSelect } from '../ui/input.tsx';
import { TableFrame, TableHeader, td } from '../ui/table.tsx';

export function ImportDialog({ phId, open, onOpenChange }: { phId: string; open: boolean; onOpenChange(open: boolean): void }) {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const confirm = useMutation(trpc.importaciones.confirm.mutationOptions());
  const [preview, setPreview] = useState<ImportacionPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [residuoFila, setResiduoFila] = useState('');

  const close = (next: boolean) => {
    if (!next) {
      setPreview(null);
      setError(null);
      setResiduoFila('');
    }
    onOpenChange(next);
  };

  const downloadTemplate = async () => {
    try {
      await downloadFrom(`/ph/${phId}/importaciones/plantilla.xlsx`, 'plantilla-importacion.xlsx');
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible descargar la plantilla'));
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setPreview(null);
    setResiduoFila('');
    try {
      const body = new FormData();
      body.append('archivo', file);
      const res = await apiFetch(`/ph/${phId}/importaciones`, { method: 'POST', body });
      setPreview((await res.json()) as ImportacionPreview);
    } catch (err) {
      setError(errorMessage(err, 'No fue posible leer el archivo'));
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!preview) return;
    try {
      const result = await confirm.mutateAsync({
        id: preview.importacion.id,
        residuoFila: residuoFila ? Number(residuoFila) : undefined,
      });
      await invalidate(trpc.apartamentos.list, trpc.apartamentos.coeficientes.get, trpc.ph.stats, trpc.invitations.list);
      toast.success(
        `${result.message}: ${plural(result.resumen.unidadesNuevas, 'unidad nueva', 'unidades nuevas')}, ${plural(result.resumen.unidadesActualizadas, 'actualizada', 'actualizadas')}, ${plural(result.resumen.invitaciones, 'invitación enviada', 'invitaciones enviadas')}`,
      );
      close(false);
    } catch (err) {
      setError(errorMessage(err, 'No fue posible aplicar la importación'));
    }
  };

  const r = preview?.resumen;
  const residuo = preview && preview.errores.length === 0 ? preview.residuo : null;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Importar unidades y personas"
      description="Desde una hoja de cálculo (.xlsx) o un archivo .csv, de hasta 5 MB."
      className="max-w-3xl"
    >
      <div className="space-y-4" data-testid="import-dialog">
        <ol className="list-inside list-decimal space-y-1 text-sm text-slate-700 dark:text-slate-300">
          <li>Descarga la plantilla: una fila por unidad (torre, número, piso, tipo, área, coeficiente) y hasta dos personas.</li>
          <li>Súbela llena: verás qué cambia y cada error por fila antes de aplicar nada.</li>
          <li>Confirma: se aplica todo o nada, y cada persona con email recibe su invitación.</li>
        </ol>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={downloadTemplate}>
            <Download className="h-4 w-4" aria-hidden /> Descargar plantilla
          </Button>
          <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm dark:border-slate-600">
            <FileSpreadsheet className="h-4 w-4" aria-hidden />
            <span>{busy ? 'Leyendo…' : 'Elegir archivo'}</span>
            <input
              type="file"
              className="sr-only"
              aria-label="Archivo de importación"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              disabled={busy}
              onChange={(e) => {
                void upload(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {r ? (
          <div className="space-y-3" data-testid="import-preview">
            <p className="text-sm">
              {plural(r.filas, 'fila', 'filas')} · <strong>{plural(r.unidadesNuevas, 'unidad nueva', 'unidades nuevas')}</strong>{' '}
              · <strong>{plural(r.unidadesActualizadas, 'actualizada', 'actualizadas')}</strong> ·{' '}
              {formatNumber(r.unidadesSinCambios)} sin cambios · {plural(r.personas, 'persona', 'personas')} (
              {formatNumber(r.invitaciones)} con email) · suma de coeficientes después:{' '}
              <strong>{formatPercent(r.sumaCoeficientes)}</strong>
            </p>
            {preview!.errores.length ? (
              <>
                <Alert tone="warning">
                  {preview!.errores.length === 1 ? 'Hay 1 error' : `Hay ${preview!.errores.length} errores`}: corrige el archivo y
                  súbelo de nuevo. No se aplicó nada.
                </Alert>
                <div className="max-h-64 overflow-y-auto">
                  <TableFrame label="Errores de la importación">
                    <TableHeader columns={['Fila', 'Columna', 'Error']} />
                    <tbody>
                      {preview!.errores.map((e, i) => (
                        <tr key={i} data-testid="import-error">
                          <td className={td}>{e.fila || '—'}</td>
                          <td className={td}>{e.columna || '—'}</td>
                          <td className={td}>{e.mensaje}</td>
                        </tr>
                      ))}
                    </tbody>
                  </TableFrame>
                </div>
              </>
            ) : residuo ? (
              <ResiduoChoice residuo={residuo} suma={r.sumaCoeficientes} value={residuoFila} onChange={setResiduoFila} />
            ) : (
              <Alert tone="success">Sin errores: revisa el resumen y confirma.</Alert>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => close(false)}>
                Cancelar
              </Button>
              <Button
                onClick={apply}
                disabled={!preview!.importacion.puedeConfirmarse || (residuo !== null && !residuoFila) || confirm.isPending}
              >
                {confirm.isPending ? 'Aplicando…' : 'Confirmar importación'}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

/** Stored coeficientes have 6 decimals: the residue and the adjusted value are shown with all of them. */
const exact = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 6 });
const exactPercent = (value: number) => `${exact.format(value)} %`;

/** The rounding residue of a sum typed from the screen, and the unit the admin chooses to take it. */
function ResiduoChoice({
  residuo,
  suma,
  value,
  onChange,
}: {
  residuo: ImportResiduo;
  suma: number;
  value: string;
  onChange(fila: string): void;
}) {
  const millonesimas = toMillionths(residuo.valor);
  return (
    <div className="space-y-3" data-testid="import-residuo">
      <Alert tone="info">
        Los coeficientes suman {exactPercent(suma)}: {residuo.valor > 0 ? 'faltan' : 'sobran'}{' '}
        {exactPercent(Math.abs(residuo.valor))}, solo por el redondeo a 4 decimales con que se muestran. Elige la unidad que{' '}
        {residuo.valor > 0 ? 'recibe' : 'cede'} esa diferencia para que el conjunto sume exactamente 100 %.
      </Alert>
      <Field label="Unidad que recibe el residuo">
        <NativeSelect value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Elige una unidad</option>
          {residuo.unidades.map((u) => (
            <option key={u.fila} value={String(u.fila)}>
              {u.unidad}: {exactPercent(u.coeficiente)} → {exactPercent(conResiduo(u.coeficiente, millonesimas))}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
