// The secretario of an asamblea (issue 26): the administration designates, among the people of the
// complex, who records the votes of the room; that person, in their own portal, gets the mesa's panel
// (the same VotosMesaPanel the administration uses) while the meeting runs. Who may is the policy's
// mayRecordMesaVotes, the rule the API enforces.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import {
  accionesPunto,
  faseDeAsamblea,
  mayRecordMesaVotes,
  ROLE_LABELS,
  secretarioDesignable,
  type AsambleaOutput,
  type Miembro,
  type Rol,
} from '@horizonte/contracts';

import { useDesignarSecretario } from '../../data/asambleas.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { useSession } from '../../lib/session.tsx';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { Button } from '../ui/button.tsx';
import { NativeSelect } from '../ui/input.tsx';
import { Panel, Resultados } from './shared.tsx';
import { VotosMesaPanel } from './votos-mesa-panel.tsx';

/** May the signed-in person, in the portal on screen, record this asamblea's mesa votes (the policy)? */
export function usePuedeRegistrarMesa(asamblea: AsambleaOutput): boolean {
  const { capabilities } = useComplexPortal();
  const { user } = useSession();
  return mayRecordMesaVotes({
    platformRole: capabilities.superRole,
    roles: capabilities.superRole ? [] : [capabilities.rol],
    isSecretario: user !== null && asamblea.secretarioId === user.id,
  });
}

interface Persona {
  userId: string;
  nombre: string;
  roles: Rol[];
}

/** The people of the complex with an account (one row per person, with their roles). */
export function usePersonasDelConjunto(phId: string, enabled = true) {
  const trpc = useTRPC();
  const q = useQuery({ ...trpc.miembros.list.queryOptions({ id: phId, pageSize: 100 }), enabled });
  const personas = new Map<string, Persona>();
  for (const m of q.data?.miembros ?? ([] as Miembro[])) {
    const p = personas.get(m.userId) ?? { userId: m.userId, nombre: m.nombre, roles: [] };
    p.roles.push(m.rol);
    personas.set(m.userId, p);
  }
  return { query: q, personas: [...personas.values()].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')) };
}

/** The name of the designated secretario, when the caller may read the complex's people (the acta's form). */
export function useNombreDelSecretario(asamblea: AsambleaOutput): string | null {
  const { personas } = usePersonasDelConjunto(asamblea.phId, asamblea.secretarioId !== null);
  return personas.find((p) => p.userId === asamblea.secretarioId)?.nombre ?? null;
}

/** The administration's select «Secretario de la asamblea», with its save. */
export function SecretarioAsamblea({ asamblea }: { asamblea: AsambleaOutput }) {
  const { capabilities } = useComplexPortal();
  const manage = capabilities.community.manage;
  const designable = secretarioDesignable(asamblea.estado);
  const { query, personas } = usePersonasDelConjunto(asamblea.phId, manage);
  const designar = useDesignarSecretario();
  const [elegido, setElegido] = useState<string | null>(null);
  if (!manage) return null;
  const valor = elegido ?? asamblea.secretarioId ?? '';
  const actual = personas.find((p) => p.userId === asamblea.secretarioId);
  const guardar = async () => {
    try {
      await designar.mutateAsync({ id: asamblea.id, userId: valor || null });
      setElegido(null);
      toast.success(valor ? 'Secretario de la asamblea designado' : 'Designación del secretario retirada');
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible guardar el secretario de la asamblea'));
    }
  };
  return (
    <Panel title="Secretario de la asamblea">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Quien designes registra los votos de la sala desde su propio portal mientras la asamblea está en curso; no recibe ninguna
        otra función de la administración.
      </p>
      {designable ? (
        <div className="flex flex-wrap items-end gap-2">
          <label className="block min-w-0 flex-1 space-y-1.5 text-sm font-medium">
            <span className="block">Secretario de la asamblea</span>
            <NativeSelect value={valor} onChange={(e) => setElegido(e.target.value)} disabled={query.isLoading}>
              <option value="">Sin secretario designado</option>
              {personas.map((p) => (
                <option key={p.userId} value={p.userId}>
                  {p.nombre} · {p.roles.map((r) => ROLE_LABELS[r]).join(', ')}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button onClick={guardar} disabled={designar.isPending || valor === (asamblea.secretarioId ?? '')}>
            {designar.isPending ? 'Guardando…' : 'Guardar secretario'}
          </Button>
        </div>
      ) : (
        <p className="text-sm">
          Secretario designado: {actual?.nombre ?? (asamblea.secretarioId ? 'una persona del conjunto' : 'ninguno')}
        </p>
      )}
    </Panel>
  );
}

/**
 * In the secretario's own portal (owner, consejo…): the mesa of every open punto while the meeting runs,
 * with its live tally. Nothing for anyone else.
 */
export function MesaDelSecretario({ asamblea }: { asamblea: AsambleaOutput }) {
  const mesa = usePuedeRegistrarMesa(asamblea);
  const abiertos = asamblea.puntos.filter((p) =>
    accionesPunto(asamblea, p, { manage: false, mesa }).includes('registrarVotosMesa'),
  );
  if (!mesa || !faseDeAsamblea(asamblea.estado).enCurso) return null;
  return (
    <section className="space-y-3" aria-label="Mesa del secretario">
      <h4 className="font-semibold">Mesa: votos de la sala</h4>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        La administración te designó secretario de esta asamblea: registra los votos de las unidades presentes.
      </p>
      {abiertos.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No hay ningún punto en votación.</p>
      ) : (
        abiertos.map((p) => (
          <div key={p.id} className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
            <p className="text-sm font-medium">
              {p.orden}. {p.titulo}
            </p>
            <Resultados puntoId={p.id} vivo />
            <VotosMesaPanel punto={p} />
          </div>
        ))
      )}
    </section>
  );
}
