// Tesorería → Pasarela de pagos (issue 28): the complex's own merchant account at the gateway (Wompi), the
// URL of events to paste in its dashboard, and the Bre-B llave and bank account owners may transfer to.
// The secrets are write-only: the API answers only whether each one is set («definido»); left empty, the
// stored one stays.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import {
  AMBIENTE_LABELS,
  AMBIENTES_PASARELA,
  formatoFecha,
  leerPesos,
  leerPorcentajeBp,
  PAGOS_EN_LINEA_MSG,
  pasarelaConfigFields,
  TIPOS_CUENTA_BANCARIA,
  type PasarelaConfig,
} from '@horizonte/contracts';

import { useConfigurarPasarela } from '../../data/pagos-en-linea.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { CopyButton } from '../ui/copy-button.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { PasswordInput } from '../ui/password-input.tsx';
import { QueryView } from '../ui/query-view.tsx';

const TIPO_CUENTA_LABELS: Record<(typeof TIPOS_CUENTA_BANCARIA)[number], string> = { ahorros: 'Ahorros', corriente: 'Corriente' };

const texto = (v: string) => v.trim();

const fijoEnPesos = (v: string): number | null => {
  const leido = leerPesos(v, { permitirCero: true, maximo: 100_000 });
  return leido.ok ? leido.valor : null;
};

/**
 * What the form's fields hold (text), read into the contracts' configuration: an empty secret is left out
 * (the stored one stays), an empty transfer field is cleared; the contracts' schema then checks it all.
 */
const pasarelaForm = z
  .object({
    proveedor: z.string(),
    llavePublica: z.string(),
    secretoIntegridad: z.string(),
    secretoEventos: z.string(),
    ambiente: z.string(),
    llaveBreB: z.string(),
    banco: z.string(),
    tipoCuenta: z.string(),
    numeroCuenta: z.string(),
    titularCuenta: z.string(),
    trasladarComision: z.boolean(),
    comisionPorcentaje: z
      .string()
      .refine((v) => !texto(v) || leerPorcentajeBp(v) !== null, { error: PAGOS_EN_LINEA_MSG.comisionPorcentajeInvalido }),
    comisionFijo: z
      .string()
      .refine((v) => !texto(v) || fijoEnPesos(v) !== null, { error: PAGOS_EN_LINEA_MSG.comisionFijoInvalido }),
    comisionIva: z.boolean(),
  })
  .refine((v) => !v.trasladarComision || texto(v.comisionPorcentaje) || texto(v.comisionFijo), {
    error: PAGOS_EN_LINEA_MSG.comisionRequerida,
    path: ['comisionPorcentaje'],
  })
  .transform(
    ({
      secretoIntegridad,
      secretoEventos,
      llaveBreB,
      banco,
      tipoCuenta,
      numeroCuenta,
      titularCuenta,
      comisionPorcentaje,
      comisionFijo,
      comisionIva,
      ...resto
    }) =>
      ({
        ...resto,
        // The gateway's fee (issue 28): blank percentage and fixed part mean the complex has none on record.
        comision:
          texto(comisionPorcentaje) || texto(comisionFijo)
            ? {
                porcentajeBp: texto(comisionPorcentaje) ? (leerPorcentajeBp(comisionPorcentaje) ?? 0) : 0,
                fijo: texto(comisionFijo) ? (fijoEnPesos(comisionFijo) ?? 0) : 0,
                iva: comisionIva,
              }
            : null,
        ...(texto(secretoIntegridad) ? { secretoIntegridad } : {}),
        ...(texto(secretoEventos) ? { secretoEventos } : {}),
        llaveBreB: texto(llaveBreB) || null,
        banco: texto(banco) || null,
        tipoCuenta: texto(tipoCuenta) || null,
        numeroCuenta: texto(numeroCuenta) || null,
        titularCuenta: texto(titularCuenta) || null,
      }) as z.input<typeof pasarelaConfigFields>,
  )
  .pipe(pasarelaConfigFields);

/** The first time, both secrets are required (the API says the same). */
const primeraVez = pasarelaForm.superRefine((v, ctx) => {
  if (!v.secretoIntegridad)
    ctx.addIssue({ code: 'custom', path: ['secretoIntegridad'], message: PAGOS_EN_LINEA_MSG.secretoIntegridadRequerido });
  if (!v.secretoEventos)
    ctx.addIssue({ code: 'custom', path: ['secretoEventos'], message: PAGOS_EN_LINEA_MSG.secretoEventosRequerido });
});

export function PasarelaPanel({ phId }: { phId: string }) {
  const trpc = useTRPC();
  const pasarela = useQuery(trpc.pagosEnLinea.pasarela.get.queryOptions({ id: phId }));
  return (
    <QueryView query={pasarela} failure="No fue posible cargar la pasarela de pagos" rows={4}>
      {(data) => <PasarelaForm key={data.pasarela.actualizadoEn ?? 'nueva'} phId={phId} pasarela={data.pasarela} />}
    </QueryView>
  );
}

function PasarelaForm({ phId, pasarela }: { phId: string; pasarela: PasarelaConfig }) {
  const guardar = useConfigurarPasarela();
  const t = pasarela.transferencia;
  const form = useContractForm(
    pasarela.configurada ? pasarelaForm : primeraVez,
    {
      proveedor: pasarela.proveedor ?? 'wompi',
      llavePublica: pasarela.llavePublica ?? '',
      secretoIntegridad: '',
      secretoEventos: '',
      ambiente: pasarela.ambiente ?? 'pruebas',
      llaveBreB: t.llaveBreB ?? '',
      banco: t.banco ?? '',
      tipoCuenta: t.tipoCuenta ?? '',
      numeroCuenta: t.numeroCuenta ?? '',
      titularCuenta: t.titularCuenta ?? '',
      trasladarComision: pasarela.trasladarComision,
      comisionPorcentaje: pasarela.comision ? formatoPorcentaje(pasarela.comision.porcentajeBp) : '',
      comisionFijo: pasarela.comision?.fijo ? String(pasarela.comision.fijo) : '',
      comisionIva: pasarela.comision?.iva ?? true,
    },
    'No fue posible guardar la pasarela',
  );
  const errors = form.formState.errors;
  const submit = form.enviar(async (values) => {
    await guardar.mutateAsync({ id: phId, ...values });
    toast.success('Pasarela de pagos guardada');
  });
  const definido = (si: boolean) => (si ? 'definido · déjalo vacío para conservarlo' : 'sin definir');
  return (
    <div className="space-y-4">
      <Card className="p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">Pasarela de pagos</h3>
          <Badge tone={pasarela.configurada ? 'green' : 'slate'}>{pasarela.configurada ? 'Configurada' : 'Sin configurar'}</Badge>
          {pasarela.actualizadoEn ? (
            <span className="text-xs text-slate-600 dark:text-slate-400">
              Actualizada el {formatoFecha(pasarela.actualizadoEn)}
            </span>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Cada conjunto es su propio comercio en Wompi: los pagos llegan a la cuenta del conjunto y se aplican solos a la unidad.
          Las llaves están en el panel de Wompi → Desarrolladores.
        </p>
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
          <p className="font-medium">URL de eventos</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">Pégala en Wompi → Desarrolladores → URL de eventos.</p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <code className="min-w-0 [overflow-wrap:anywhere]" data-testid="url-eventos">
              {pasarela.urlEventos}
            </code>
            <CopyButton texto={pasarela.urlEventos} que="la URL de eventos" />
          </div>
        </div>
      </Card>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Pasarela de pagos">
        <Card className="grid gap-3 p-4 sm:grid-cols-2">
          <h3 className="font-semibold sm:col-span-2">Wompi</h3>
          <input type="hidden" {...form.register('proveedor')} />
          <Field label="Ambiente" error={errors.ambiente?.message}>
            <NativeSelect {...form.register('ambiente')}>
              {AMBIENTES_PASARELA.map((a) => (
                <option key={a} value={a}>
                  {AMBIENTE_LABELS[a]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label="Llave pública"
            error={errors.llavePublica?.message}
            hint="pub_test_… en pruebas, pub_prod_… en producción"
          >
            <Input {...form.register('llavePublica')} autoComplete="off" spellCheck={false} required />
          </Field>
          <Field
            label="Secreto de integridad"
            error={errors.secretoIntegridad?.message}
            hint={definido(pasarela.secretoIntegridadDefinido)}
          >
            <PasswordInput
              {...form.register('secretoIntegridad')}
              autoComplete="new-password"
              placeholder={pasarela.secretoIntegridadDefinido ? 'definido' : ''}
            />
          </Field>
          <Field
            label="Secreto de eventos"
            error={errors.secretoEventos?.message}
            hint={definido(pasarela.secretoEventosDefinido)}
          >
            <PasswordInput
              {...form.register('secretoEventos')}
              autoComplete="new-password"
              placeholder={pasarela.secretoEventosDefinido ? 'definido' : ''}
            />
          </Field>
        </Card>
        <Card className="grid gap-3 p-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <h3 className="font-semibold">Transferencias y Bre-B (opcional)</h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Los propietarios los ven al pagar, con una referencia propia de su unidad que el extracto del banco reconoce.
            </p>
          </div>
          <Field label="Llave Bre-B" error={errors.llaveBreB?.message} hint="Celular, correo, documento o alfanumérica">
            <Input {...form.register('llaveBreB')} autoComplete="off" />
          </Field>
          <Field label="Banco" error={errors.banco?.message}>
            <Input {...form.register('banco')} autoComplete="off" />
          </Field>
          <Field label="Tipo de cuenta" error={errors.tipoCuenta?.message}>
            <NativeSelect {...form.register('tipoCuenta')}>
              <option value="">Sin cuenta bancaria</option>
              {TIPOS_CUENTA_BANCARIA.map((tipo) => (
                <option key={tipo} value={tipo}>
                  {TIPO_CUENTA_LABELS[tipo]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Número de cuenta" error={errors.numeroCuenta?.message}>
            <Input {...form.register('numeroCuenta')} inputMode="numeric" autoComplete="off" />
          </Field>
          <Field label="Titular de la cuenta" error={errors.titularCuenta?.message} className="sm:col-span-2">
            <Input {...form.register('titularCuenta')} autoComplete="off" />
          </Field>
        </Card>
        <Card className="grid gap-3 p-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <h3 className="font-semibold">Comisión de la pasarela</h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              La que cobra Wompi por transacción. Si el conjunto la traslada, quien paga la ve y la paga además del valor; a la
              unidad se abona solo el valor.
            </p>
          </div>
          <Field label="Porcentaje" error={errors.comisionPorcentaje?.message} hint="Por ejemplo 2,65">
            <Input {...form.register('comisionPorcentaje')} inputMode="decimal" autoComplete="off" />
          </Field>
          <Field label="Valor fijo (pesos)" error={errors.comisionFijo?.message} hint="Por ejemplo 700">
            <Input {...form.register('comisionFijo')} inputMode="numeric" autoComplete="off" />
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register('comisionIva')} className="h-4 w-4" />
            Más IVA (19 %)
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register('trasladarComision')} className="h-4 w-4" />
            Trasladar la comisión a quien paga
          </label>
        </Card>
        <FormError error={form.failure} />
        <Button type="submit" disabled={guardar.isPending || form.formState.isSubmitting}>
          {guardar.isPending ? 'Guardando…' : 'Guardar pasarela'}
        </Button>
      </form>
    </div>
  );
}

/** 265 → «2,65» (what the percentage field shows). */
function formatoPorcentaje(bp: number): string {
  const decimales = bp % 100;
  return decimales ? `${Math.trunc(bp / 100)},${String(decimales).padStart(2, '0')}` : String(bp / 100);
}
