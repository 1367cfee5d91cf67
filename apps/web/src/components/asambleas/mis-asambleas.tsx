// Asambleas for owners (issue 18), phone first: the convocatoria with its orden del día; for each unit I
// own, a poder to grant and my attendance; a vote card per open punto and per unit I own or represent
// («Tu voto es definitivo», confirmed before sending, with its receipt hash); results and published actas.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import {
  asistenciaAbierta,
  faseDeAsamblea,
  poderActivo,
  poderCreateInput,
  poderRepresenta,
  puntoEnVotacion,
  type AsambleaOutput,
  type PuntoOutput,
} from '@horizonte/contracts';

import { useOtorgarPoder, useRegistrarAsistencia, useVotar } from '../../data/asambleas.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Input } from '../ui/input.tsx';
import { SectionHeader } from '../ui/section-header.tsx';
import { AsambleaLectura } from './asamblea-lectura.tsx';
import { ListaAsambleas } from './lista-asambleas.tsx';
import { PoderEstado } from './poderes-panel.tsx';
import { MesaDelSecretario } from './secretario-panel.tsx';
import { EN_VIVO_MS, OPCION_LABEL } from './shared.tsx';

/** From the opening of registration (2 h before) the list polls, so a meeting installed or a punto opened shows up. */
export const enSesion = (a: AsambleaOutput) => faseDeAsamblea(a.estado).enCurso || asistenciaAbierta(a, new Date());

export function MisAsambleas() {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const list = useQuery({
    ...trpc.asambleas.list.queryOptions({ id: ph.id, pageSize: 20 }),
    refetchInterval: (q) => (q.state.data?.asambleas.some(enSesion) ? EN_VIVO_MS : false),
  });
  return (
    <>
      <SectionHeader
        title="Asambleas"
        description="Convocatorias, poderes, asistencia y votación de las asambleas de copropietarios, y sus actas."
      />
      <ListaAsambleas query={list}>{(a) => <AsambleaCard asamblea={a} />}</ListaAsambleas>
    </>
  );
}

function AsambleaCard({ asamblea }: { asamblea: AsambleaOutput }) {
  return (
    <AsambleaLectura asamblea={asamblea}>
      <MesaDelSecretario asamblea={asamblea} />
      {faseDeAsamblea(asamblea.estado).enSesion ? <MisUnidades asamblea={asamblea} /> : null}
    </AsambleaLectura>
  );
}

interface MiUnidad {
  apartamentoId: string;
  unidad: string;
  calidad: 'propietario' | 'apoderado';
  /** The unit has an open attendance. */
  presente: boolean;
}

/**
 * The units I act for in this asamblea: the ones I own and the ones whose poder I accepted from its mailed
 * link (issue 25). `soloApoderado`: a resident who owns nothing here only represents units (their own unit
 * is a tenancy, not a vote), reads neither the padrón nor the acta, and sees nothing without an accepted poder.
 */
export function MisUnidades({ asamblea, soloApoderado = false }: { asamblea: AsambleaOutput; soloApoderado?: boolean }) {
  const { ph } = useComplexPortal();
  const trpc = useTRPC();
  const vivo = faseDeAsamblea(asamblea.estado).enCurso;
  const mine = useQuery({ ...trpc.apartamentos.mios.list.queryOptions({ id: ph.id }), enabled: !soloApoderado });
  const padron = useQuery({ ...trpc.asambleas.padron.get.queryOptions({ id: asamblea.id }), enabled: !soloApoderado });
  const poderes = useQuery({
    ...trpc.asambleas.poderes.list.queryOptions({ id: asamblea.id, pageSize: 100 }),
    refetchInterval: vivo ? EN_VIVO_MS : false,
  });
  const acta = useQuery({
    ...trpc.asambleas.acta.get.queryOptions({ id: asamblea.id }),
    enabled: !soloApoderado,
    refetchInterval: vivo ? EN_VIVO_MS : false,
  });
  if (mine.isLoading || padron.isLoading || poderes.isLoading)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Cargando tus unidades…</p>;
  if (mine.isError || padron.isError || poderes.isError) {
    return (
      <p className="text-sm text-red-700 dark:text-red-400">
        {errorMessage(mine.error ?? padron.error ?? poderes.error, 'No fue posible cargar tus unidades')}
      </p>
    );
  }
  const etiqueta = new Map(padron.data?.padron.unidades.map((u) => [u.apartamentoId, u.unidad]));
  const presentes = new Set(acta.data?.acta.asistentes.map((a) => a.unidad));
  const propias: MiUnidad[] = (soloApoderado ? [] : (mine.data?.apartamentos ?? []))
    .filter((a) => etiqueta.has(a.id))
    .map((a) => ({
      apartamentoId: a.id,
      unidad: etiqueta.get(a.id)!,
      calidad: 'propietario',
      presente: presentes.has(etiqueta.get(a.id)!),
    }));
  const todos = poderes.data?.poderes ?? [];
  const representadas: MiUnidad[] = todos
    .filter((p) => poderRepresenta(p) && !propias.some((u) => u.apartamentoId === p.apartamentoId))
    .map((p) => ({ apartamentoId: p.apartamentoId, unidad: p.unidad, calidad: 'apoderado', presente: p.presente }));
  const unidades = [...propias, ...representadas];
  const abiertos = asamblea.puntos.filter(puntoEnVotacion);
  const registroAbierto = enSesion(asamblea);

  if (unidades.length === 0)
    return soloApoderado ? null : (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No tienes unidades en el padrón de esta asamblea ni poderes para representar.
      </p>
    );
  return (
    <div className="space-y-4">
      <section className="space-y-2" aria-label="Mis unidades">
        <h4 className="font-semibold">Mis unidades</h4>
        <ul className="space-y-2">
          {unidades.map((u) => {
            const poder =
              u.calidad === 'propietario'
                ? todos.find((p) => p.apartamentoId === u.apartamentoId && poderActivo(p.estado))
                : undefined;
            return (
              <li key={u.apartamentoId} className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">
                    {u.unidad} {u.calidad === 'apoderado' ? <Badge tone="blue">Apoderado</Badge> : null}
                  </span>
                  {u.presente ? (
                    <Badge tone="green">Asistencia registrada</Badge>
                  ) : registroAbierto ? (
                    <RegistrarMiAsistencia asamblea={asamblea} unidad={u} />
                  ) : (
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      La asistencia se registra desde 2 horas antes
                    </span>
                  )}
                </div>
                {poder ? (
                  <div className="space-y-1 text-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      Poder a {poder.apoderado.nombre} <PoderEstado estado={poder.estado} />
                      {poder.aceptadoEn ? null : <Badge tone="yellow">Pendiente de aceptación</Badge>}
                    </p>
                    {poder.aceptadoEn ? null : (
                      <p className="text-xs text-slate-600 dark:text-slate-400">
                        Le enviamos un enlace a {poder.apoderado.email}: el poder vale cuando lo acepte con su cuenta.
                      </p>
                    )}
                  </div>
                ) : u.calidad === 'propietario' && !u.presente ? (
                  <OtorgarPoder asamblea={asamblea} unidad={u} />
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      {abiertos.length > 0 ? (
        <section className="space-y-3" aria-label="Votación">
          <h4 className="font-semibold">Votación abierta</h4>
          {abiertos.map((p) => (
            <div key={p.id} className="space-y-2">
              {unidades.map((u) => (
                <VotoCard key={u.apartamentoId} punto={p} unidad={u} />
              ))}
            </div>
          ))}
        </section>
      ) : vivo ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No hay puntos en votación en este momento.</p>
      ) : null}
    </div>
  );
}

function RegistrarMiAsistencia({ asamblea, unidad }: { asamblea: AsambleaOutput; unidad: MiUnidad }) {
  const registrar = useRegistrarAsistencia();
  const onClick = async () => {
    try {
      await registrar.mutateAsync({ id: asamblea.id, apartamentoId: unidad.apartamentoId, via: 'remota' });
      toast.success(`Asistencia de ${unidad.unidad} registrada`);
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible registrar la asistencia'));
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={onClick}
      disabled={registrar.isPending}
      aria-label={`Registrar asistencia de ${unidad.unidad}`}
    >
      {registrar.isPending ? 'Registrando…' : 'Registrar asistencia'}
    </Button>
  );
}

/** The owner names the apoderado (a cédula, informative); the unit is the one the form is for. */
const otorgarPoderForm = poderCreateInput.pick({ apoderado: true });

function OtorgarPoder({ asamblea, unidad }: { asamblea: AsambleaOutput; unidad: MiUnidad }) {
  const otorgar = useOtorgarPoder();
  const form = useContractForm(
    otorgarPoderForm,
    { apoderado: { nombre: '', tipo_documento: 'CC', numero_documento: '', email: '' } },
    'No fue posible otorgar el poder',
  );
  const errors = form.formState.errors.apoderado;
  const [abierto, setAbierto] = useState(false);
  const submit = form.enviar(async ({ apoderado }) => {
    await otorgar.mutateAsync({ id: asamblea.id, apartamentoId: unidad.apartamentoId, apoderado });
    toast.success(`Poder otorgado a ${apoderado.nombre}: le enviamos un correo para que lo acepte`);
    setAbierto(false);
  });
  if (!abierto) {
    return (
      <Button size="sm" variant="link" onClick={() => setAbierto(true)}>
        Otorgar un poder para {unidad.unidad}
      </Button>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={`Poder para ${unidad.unidad}`} className="space-y-2">
      <Field label="Nombre del apoderado" error={errors?.nombre?.message}>
        <Input {...form.register('apoderado.nombre')} required />
      </Field>
      <Field
        label="Correo del apoderado"
        hint="Le enviaremos un enlace para aceptar el poder con su cuenta de Horizonte de este correo. Hasta que lo acepte, no puede votar por tu unidad."
        error={errors?.email?.message}
      >
        <Input type="email" {...form.register('apoderado.email')} required autoComplete="off" />
      </Field>
      <Field
        label="Cédula del apoderado"
        hint="Informativa, para la mesa de registro: no le da acceso a nadie."
        error={errors?.numero_documento?.message}
      >
        <Input {...form.register('apoderado.numero_documento')} required inputMode="numeric" />
      </Field>
      <FormError error={form.failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => setAbierto(false)}>
          Cancelar
        </Button>
        <Button type="submit" size="sm" disabled={otorgar.isPending}>
          {otorgar.isPending ? 'Otorgando…' : 'Otorgar poder'}
        </Button>
      </div>
    </form>
  );
}

function VotoCard({ punto, unidad }: { punto: PuntoOutput; unidad: MiUnidad }) {
  const trpc = useTRPC();
  const votos = useQuery(trpc.asambleas.votos.list.queryOptions({ id: punto.id }));
  const votar = useVotar();
  const [opcion, setOpcion] = useState<'si' | 'no' | 'abstencion' | null>(null);
  const [pending, setPending] = useState(false);
  const mio = votos.data?.votos.find((v) => v.apartamentoId === unidad.apartamentoId);
  const confirmar = async () => {
    if (!opcion) return;
    setPending(true);
    try {
      await votar.mutateAsync({ id: punto.id, apartamentoId: unidad.apartamentoId, opcion });
      toast.success('Voto registrado');
      setOpcion(null);
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible registrar el voto'));
    } finally {
      setPending(false);
    }
  };
  return (
    <div
      role="group"
      className="space-y-2 rounded-lg border border-blue-200 p-3 dark:border-blue-900"
      aria-label={`Voto de ${unidad.unidad}: ${punto.titulo}`}
    >
      <p className="font-medium">{punto.titulo}</p>
      <p className="text-sm">
        {unidad.calidad === 'apoderado' ? (
          <>
            Unidad {unidad.unidad} <Badge tone="blue">Apoderado de {unidad.unidad}</Badge>
          </>
        ) : (
          <>Unidad {unidad.unidad}</>
        )}
      </p>
      {votos.isLoading ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Cargando…</p>
      ) : mio ? (
        <div className="space-y-1 text-sm" role="group" aria-label="Comprobante de voto">
          <p>
            Votaste <strong>{OPCION_LABEL[mio.opcion]}</strong>. Tu voto quedó registrado y es definitivo.
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">Comprobante (hash):</p>
          <code className="block break-all rounded bg-slate-100 p-2 text-xs dark:bg-slate-800" data-testid="comprobante">
            {mio.hash}
          </code>
        </div>
      ) : (
        <>
          <p className="text-sm font-semibold text-amber-800 dark:text-amber-300">
            Tu voto es definitivo: una vez enviado no se puede cambiar.
          </p>
          <div className="grid grid-cols-3 gap-2" role="group" aria-label="Opciones">
            {(['si', 'no', 'abstencion'] as const).map((o) => (
              <Button key={o} variant="outline" onClick={() => setOpcion(o)} className="min-w-0 px-2">
                {OPCION_LABEL[o]}
              </Button>
            ))}
          </div>
        </>
      )}
      <Dialog
        open={opcion !== null}
        onOpenChange={(open) => !open && !pending && setOpcion(null)}
        title="Confirma tu voto"
        description={`Votarás «${opcion ? OPCION_LABEL[opcion] : ''}» por la unidad ${unidad.unidad} en «${punto.titulo}». Tu voto es definitivo: no podrás cambiarlo.`}
      >
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpcion(null)} disabled={pending}>
            Volver
          </Button>
          <Button onClick={confirmar} disabled={pending}>
            {pending ? 'Enviando…' : 'Enviar voto'}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
