// An owner's or resident's day: their saldo, the packages waiting at the gate, the asamblea in session
// and their PQRS, each a link to its section. From the first screen's one request (inicio.get).
import { CreditCard, MessageSquare, Package, Vote } from 'lucide-react';

import { PQRS_ESTADO_LABELS } from '@horizonte/contracts';

import { formatCOP, formatNumber } from '../../lib/format.ts';
import { useComplexPortal } from '../portals/complex/context.ts';
import { useInicio } from './use-mis-cuentas.ts';
import { WorkList, WorkRow } from './work-list.tsx';

const plural = (n: number, uno: string, varios: string) => (n === 1 ? `1 ${uno}` : `${formatNumber(n)} ${varios}`);

/** `saldo`: what the caller's units owe (null while loading). */
export function MisPendientes({ saldo }: { saldo: number | null }) {
  const { ph, kind } = useComplexPortal();
  const inicio = useInicio(ph.id);
  const paquetes = inicio.data?.paquetes;
  const pqrs = inicio.data?.pqrs;
  const enCurso = inicio.data?.asambleas?.asambleas[0];
  return (
    <WorkList title="Lo tuyo hoy" loading={saldo === null || inicio.isLoading} testId="mis-pendientes">
      <WorkRow
        section={kind === 'owner' ? 'pagos' : 'estado-cuenta'}
        icon={CreditCard}
        title="Saldo de mis unidades"
        figure={saldo === null ? '' : saldo === 0 ? 'Al día' : formatCOP(saldo)}
        empty={saldo === 0}
        testId="mi-saldo"
      />
      {paquetes ? (
        <WorkRow
          section="porteria"
          icon={Package}
          title="Paquetes en portería"
          figure={paquetes.total === 0 ? 'Ninguno' : plural(paquetes.total, 'paquete', 'paquetes')}
          empty={paquetes.total === 0}
          items={paquetes.paquetes.map((k) => k.descripcion)}
          testId="mis-paquetes"
        />
      ) : null}
      {enCurso ? (
        <WorkRow
          section="asambleas"
          icon={Vote}
          title="Asamblea abierta"
          figure="En curso"
          items={[enCurso.titulo]}
          testId="mi-asamblea"
        />
      ) : null}
      {pqrs ? (
        <WorkRow
          section="pqrs"
          icon={MessageSquare}
          title="Mis PQRS"
          figure={pqrs.total === 0 ? 'Ninguna' : plural(pqrs.total, 'radicada', 'radicadas')}
          empty={pqrs.total === 0}
          items={pqrs.pqrs.map((q) => `${q.radicado} · ${q.asunto} · ${PQRS_ESTADO_LABELS[q.estado]}`)}
          testId="mis-pqrs"
        />
      ) : null}
    </WorkList>
  );
}
