// The poderes queue: owners' poderes arrive validated; paper ones typed here stay «recibido» until the
// administration validates or rejects them (art. 37 of Ley 675). Either way the apoderado gets a mailed link
// and the poder counts only once they accept it with their account (issue 25).
import { useQuery } from '@tanstack/react-query';

import { accionesAsamblea, accionesPoder, faseDeAsamblea, poderCreateInput, type AsambleaOutput } from '@horizonte/contracts';

import { useOtorgarPoder, useRechazarPoder, useValidarPoder } from '../../data/asambleas.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input, NativeSelect } from '../ui/input.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { EmptyState } from '../ui/states.tsx';
import { Panel } from './shared.tsx';

const PODER_TONO = { recibido: 'yellow', validado: 'green', rechazado: 'red', revocado: 'slate' } as const;
const PODER_LABEL = { recibido: 'Recibido', validado: 'Validado', rechazado: 'Rechazado', revocado: 'Revocado' } as const;

export function PoderEstado({ estado }: { estado: keyof typeof PODER_LABEL }) {
  return <Badge tone={PODER_TONO[estado]}>{PODER_LABEL[estado]}</Badge>;
}

export function PoderesPanel({ asamblea }: { asamblea: AsambleaOutput }) {
  const trpc = useTRPC();
  const { capabilities } = useComplexPortal();
  const manage = capabilities.community.manage;
  const recibe = accionesAsamblea(asamblea, { manage }).includes('recibirPoderes');
  const q = useQuery({
    ...trpc.asambleas.poderes.list.queryOptions({ id: asamblea.id, pageSize: 100 }),
    enabled: faseDeAsamblea(asamblea.estado).padron,
  });
  const validar = useValidarPoder();
  const rechazar = useRechazarPoder();
  const decidir = async (accion: 'validar' | 'rechazar', id: string) => {
    try {
      await (accion === 'validar' ? validar : rechazar).mutateAsync({ id });
      toast.success(accion === 'validar' ? 'Poder validado' : 'Poder rechazado');
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible decidir el poder'));
    }
  };
  if (!faseDeAsamblea(asamblea.estado).padron) {
    return (
      <Panel title="Poderes">
        <p className="text-sm text-slate-600 dark:text-slate-400">Los poderes se reciben una vez convocada la asamblea.</p>
      </Panel>
    );
  }
  return (
    <div className="space-y-4">
      <Panel title="Poderes">
        <QueryView
          query={q}
          failure="No fue posible cargar los poderes"
          isEmpty={(d) => d.poderes.length === 0}
          empty={<EmptyState title="Sin poderes" description="Aún no hay poderes para esta asamblea." />}
        >
          {({ poderes }) => (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Poderes">
              {poderes.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <span className="font-medium">{p.unidad}</span> → {p.apoderado.nombre} ({p.apoderado.email} ·{' '}
                    {p.apoderado.tipo_documento} {p.apoderado.numero_documento})
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {p.desdeLaCuenta
                        ? 'Otorgado desde la cuenta del propietario'
                        : `En papel${p.soporte ? ` · ${p.soporte}` : ''}`}
                      {p.motivo ? ` · ${p.motivo}` : ''}
                    </span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    <PoderEstado estado={p.estado} />
                    {p.aceptadoEn ? <Badge tone="blue">Aceptado</Badge> : <Badge tone="yellow">Pendiente de aceptación</Badge>}
                    {accionesPoder(p, { manage }).includes('validar') ? (
                      <>
                        <Button size="sm" onClick={() => decidir('validar', p.id)} aria-label={`Validar el poder de ${p.unidad}`}>
                          Validar
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => decidir('rechazar', p.id)}
                          aria-label={`Rechazar el poder de ${p.unidad}`}
                        >
                          Rechazar
                        </Button>
                      </>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Panel>
      {recibe ? <PoderEnPapel asamblea={asamblea} /> : null}
    </div>
  );
}

const poderEnPapelForm = poderCreateInput.omit({ id: true });
const vacio = (apartamentoId: string) => ({
  apartamentoId,
  apoderado: { nombre: '', tipo_documento: 'CC' as const, numero_documento: '', email: '' },
  soporte: '',
});

function PoderEnPapel({ asamblea }: { asamblea: AsambleaOutput }) {
  const trpc = useTRPC();
  const padron = useQuery(trpc.asambleas.padron.get.queryOptions({ id: asamblea.id }));
  const otorgar = useOtorgarPoder();
  const form = useContractForm(poderEnPapelForm, vacio(''), 'No fue posible registrar el poder');
  const errors = form.formState.errors;
  const submit = form.enviar(async (poder) => {
    await otorgar.mutateAsync({ id: asamblea.id, ...poder });
    toast.success('Poder recibido: valídalo cuando revises el documento. El apoderado recibió un correo para aceptarlo.');
    // The next paper poder is often for the same unit.
    form.reset(vacio(poder.apartamentoId));
  });
  return (
    <Panel title="Registrar un poder en papel">
      <form onSubmit={submit} noValidate aria-label="Poder en papel" className="grid gap-3 sm:grid-cols-2">
        <Field label="Unidad" error={errors.apartamentoId ? 'Selecciona la unidad' : undefined}>
          <NativeSelect {...form.register('apartamentoId')} required>
            <option value="">Selecciona la unidad</option>
            {padron.data?.padron.unidades.map((u) => (
              <option key={u.apartamentoId} value={u.apartamentoId}>
                {u.unidad}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Nombre del apoderado" error={errors.apoderado?.nombre?.message}>
          <Input {...form.register('apoderado.nombre')} required />
        </Field>
        <Field
          label="Correo del apoderado"
          hint="Recibirá un enlace para aceptar el poder con su cuenta de este correo."
          error={errors.apoderado?.email?.message}
        >
          <Input type="email" {...form.register('apoderado.email')} required autoComplete="off" />
        </Field>
        <Field
          label="Cédula del apoderado"
          hint="Informativa: no le da acceso a nadie."
          error={errors.apoderado?.numero_documento?.message}
        >
          <Input {...form.register('apoderado.numero_documento')} required inputMode="numeric" />
        </Field>
        <Field label="Soporte" className="sm:col-span-2" error={errors.soporte?.message}>
          <Input {...form.register('soporte')} placeholder="Poder firmado entregado en la administración" />
        </Field>
        <FormError error={form.failure} className="sm:col-span-2" />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={otorgar.isPending}>
            {otorgar.isPending ? 'Registrando…' : 'Registrar poder'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
