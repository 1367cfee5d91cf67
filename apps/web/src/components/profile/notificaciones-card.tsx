// Mi Perfil's notifications (issue 32; Ley 1581 de 2012): a matrix of category × channel with a switch
// per cell (a table on wide screens, one block per category on phones), the notices the law sends by
// email whatever the switch says, and the consent to SMS/WhatsApp on a mobile number: the exact text is
// shown before accepting it, and it can be withdrawn (after a confirmation).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import {
  CANAL_NOTIFICACION_LABELS,
  CATEGORIA_NOTIFICACION_LABELS,
  celularColombiaField,
  consentimientoCreateInput,
  esCanalTelefono,
  formatoCelular,
  formatoFechaHora,
  textoConsentimiento,
  type CanalNotificacion,
  type CanalTelefono,
  type ConsentimientoCanal,
  type PreferenciasNotificacion,
} from '@horizonte/contracts';

import {
  useGuardarNotificaciones,
  useOtorgarConsentimiento,
  useRevocarConsentimiento,
} from '../../data/notificaciones-perfil.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input } from '../ui/input.tsx';
import { ErrorState, TableSkeleton } from '../ui/states.tsx';

export function NotificacionesCard({ telefono }: { telefono: string | null }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.perfil.notificaciones.get.queryOptions());
  return (
    <Card className="p-5" id="notificaciones">
      <h2 className="mb-1 text-lg font-semibold">Notificaciones</h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        Elige qué avisos recibes y por qué canal. En la campana de Horizonte los verás siempre.
      </p>
      {query.isLoading ? (
        <TableSkeleton rows={4} />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error, 'No fue posible cargar tus notificaciones')} />
      ) : (
        <>
          <Matriz datos={query.data!.notificaciones} />
          <Consentimientos datos={query.data!.notificaciones} telefono={telefono} />
        </>
      )}
    </Card>
  );
}

function Matriz({ datos }: { datos: PreferenciasNotificacion }) {
  const save = useGuardarNotificaciones();
  // A switch shows the value chosen at once; the saved matrix replaces it when the save ends (or fails).
  const [elegidas, setElegidas] = useState<Record<string, boolean>>({});
  const clave = (categoria: string, canal: string) => `${categoria}:${canal}`;
  const cambiar = async (
    categoria: PreferenciasNotificacion['categorias'][number]['categoria'],
    canal: CanalNotificacion,
    activo: boolean,
  ) => {
    const k = clave(categoria, canal);
    setElegidas((e) => ({ ...e, [k]: activo }));
    try {
      const res = await save.mutateAsync({ preferencias: [{ categoria, canal, activo }] });
      toast.success(res.message ?? 'Preferencias de notificación guardadas');
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible guardar la preferencia'));
    } finally {
      setElegidas(({ [k]: _saved, ...rest }) => rest);
    }
  };
  const columnas = { gridTemplateColumns: `minmax(0, 1fr) repeat(${datos.canales.length}, 7rem)` };
  return (
    <div className="text-sm">
      {/* Column titles for the eye on wide screens: each switch carries its category and channel in its name. */}
      <div
        aria-hidden
        className="hidden border-b border-slate-200 pb-2 font-medium sm:grid dark:border-slate-700"
        style={columnas}
      >
        <span>Aviso</span>
        {datos.canales.map((canal) => (
          <span key={canal} className="text-center">
            {CANAL_NOTIFICACION_LABELS[canal]}
          </span>
        ))}
      </div>
      {datos.categorias.map((fila) => (
        <div
          role="group"
          aria-labelledby={`cat-${fila.categoria}`}
          key={fila.categoria}
          className="border-b border-slate-100 py-3 sm:grid sm:items-center dark:border-slate-800"
          style={columnas}
        >
          <div className="mb-2 sm:mb-0">
            <span id={`cat-${fila.categoria}`} className="font-medium">
              {CATEGORIA_NOTIFICACION_LABELS[fila.categoria]}
            </span>
            {fila.correoObligatorio ? (
              <span className="block text-xs text-slate-600 dark:text-slate-400">{datos.avisoCorreoObligatorio}</span>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-x-5 gap-y-2 sm:contents">
            {datos.canales.map((canal) => {
              const id = `pref-${fila.categoria}-${canal}`;
              const valor = elegidas[clave(fila.categoria, canal)] ?? fila.canales[canal] ?? false;
              const sinAutorizar =
                esCanalTelefono(canal) && !datos.consentimientos.some((c) => c.canal === canal && !c.retiradoEn);
              return (
                <div key={canal} className="flex items-center gap-2 sm:justify-center">
                  <Checkbox
                    id={id}
                    checked={valor}
                    disabled={sinAutorizar && !valor}
                    aria-label={`${CATEGORIA_NOTIFICACION_LABELS[fila.categoria]} por ${CANAL_NOTIFICACION_LABELS[canal]}`}
                    onCheckedChange={(v) => void cambiar(fila.categoria, canal, v === true)}
                  />
                  <label htmlFor={id} className="sm:sr-only">
                    {CANAL_NOTIFICACION_LABELS[canal]}
                  </label>
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}

function Consentimientos({ datos, telefono }: { datos: PreferenciasNotificacion; telefono: string | null }) {
  const canales = datos.canales.filter(esCanalTelefono);
  if (canales.length === 0) return null;
  return (
    <section className="mt-6 space-y-4" aria-labelledby="consentimientos-titulo">
      <h3 id="consentimientos-titulo" className="font-semibold">
        Mensajes a tu celular
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Para recibir avisos por SMS o WhatsApp debes autorizar cada canal con tu número. Puedes retirar la autorización cuando
        quieras.
      </p>
      {canales.map((canal) => {
        const vigente = datos.consentimientos.find((c) => c.canal === canal && !c.retiradoEn);
        return vigente ? (
          <Vigente key={canal} consentimiento={vigente} />
        ) : (
          <Autorizar key={canal} canal={canal} telefono={telefono} />
        );
      })}
      {datos.consentimientos.some((c) => c.retiradoEn) ? (
        <details className="text-sm">
          <summary className="cursor-pointer">Autorizaciones anteriores</summary>
          <ul className="mt-2 space-y-1">
            {datos.consentimientos
              .filter((c) => c.retiradoEn)
              .map((c) => (
                <li key={c.id}>
                  {CANAL_NOTIFICACION_LABELS[c.canal]} al {formatoCelular(c.telefono)}: autorizada el{' '}
                  {formatoFechaHora(c.otorgadoEn)}, retirada el {formatoFechaHora(c.retiradoEn!)}
                </li>
              ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

function Vigente({ consentimiento }: { consentimiento: ConsentimientoCanal }) {
  const revocar = useRevocarConsentimiento();
  const [confirmar, setConfirmar] = useState(false);
  const etiqueta = CANAL_NOTIFICACION_LABELS[consentimiento.canal];
  return (
    <div className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
      <p>
        <strong>{etiqueta}</strong>: autorizaste el número {formatoCelular(consentimiento.telefono)} el{' '}
        {formatoFechaHora(consentimiento.otorgadoEn)}.
      </p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Texto aceptado: «{consentimiento.texto}»</p>
      <Button variant="outline" className="mt-2" onClick={() => setConfirmar(true)}>
        Retirar autorización de {etiqueta}
      </Button>
      <ConfirmDialog
        open={confirmar}
        onOpenChange={setConfirmar}
        title={`¿Retirar la autorización de ${etiqueta}?`}
        description="No te enviaremos más mensajes por este canal. Quedará registrado que la retiraste; puedes autorizarlo de nuevo cuando quieras."
        confirmLabel="Retirar autorización"
        pendingLabel="Retirando…"
        onConfirm={async () => {
          try {
            const res = await revocar.mutateAsync({ canal: consentimiento.canal });
            toast.success(res.message);
          } catch (err) {
            toast.error(errorMessage(err, 'No fue posible retirar la autorización'));
            throw err;
          }
        }}
      />
    </div>
  );
}

function Autorizar({ canal, telefono }: { canal: CanalTelefono; telefono: string | null }) {
  const otorgar = useOtorgarConsentimiento();
  const form = useContractForm(
    consentimientoCreateInput,
    { canal, telefono: telefono ?? '', aceptado: false as unknown as true },
    'No fue posible registrar la autorización',
  );
  const escrito = form.watch('telefono');
  const numero = celularColombiaField.safeParse(escrito);
  const etiqueta = CANAL_NOTIFICACION_LABELS[canal];
  return (
    <form
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      aria-label={`Autorizar ${etiqueta}`}
      onSubmit={form.enviar(async (values) => {
        const res = await otorgar.mutateAsync(values);
        toast.success(res.message);
        form.reset({ canal, telefono: values.telefono, aceptado: false as unknown as true });
      })}
    >
      <Field label={`Celular para ${etiqueta}`} error={form.formState.errors.telefono?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('telefono')} />
      </Field>
      <p className="text-xs text-slate-700 dark:text-slate-300">
        {textoConsentimiento(canal, numero.success ? formatoCelular(numero.data) : 'que escribiste')}
      </p>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 h-4 w-4" {...form.register('aceptado')} />
        Acepto este texto
      </label>
      {form.formState.errors.aceptado ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {form.formState.errors.aceptado.message}
        </p>
      ) : null}
      <FormError error={form.failure} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Registrando…' : `Autorizar ${etiqueta}`}
      </Button>
    </form>
  );
}
