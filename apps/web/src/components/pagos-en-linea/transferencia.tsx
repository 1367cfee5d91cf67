// Paying by hand (issue 28): the complex's Bre-B llave and bank account, with the unit's own reference to
// write in the transfer so the bank-statement import applies it to the right unit.

import type { OpcionesPago } from '@horizonte/contracts';

import { cn } from '../../lib/cn.ts';
import { CopyButton } from '../ui/copy-button.tsx';

type Transferencia = NonNullable<OpcionesPago['transferencia']>;

const TIPO_CUENTA: Record<NonNullable<Transferencia['tipoCuenta']>, string> = { ahorros: 'de ahorros', corriente: 'corriente' };

export function DatosTransferencia({ datos }: { datos: Transferencia }) {
  const cuenta = datos.numeroCuenta
    ? [
        `Cuenta${datos.tipoCuenta ? ` ${TIPO_CUENTA[datos.tipoCuenta]}` : ''}`,
        datos.numeroCuenta,
        datos.banco ? `· ${datos.banco}` : '',
      ]
        .filter(Boolean)
        .join(' ')
    : null;
  return (
    <section aria-labelledby="transferencia-titulo" className="space-y-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
      <h3 id="transferencia-titulo" className="font-semibold">
        Transferencia o Bre-B
      </h3>
      <dl className="space-y-2">
        {datos.llaveBreB ? <Dato termino="Llave Bre-B" valor={datos.llaveBreB} copiar="la llave Bre-B" /> : null}
        {cuenta ? (
          <Dato termino="Cuenta bancaria" valor={cuenta} copiable={datos.numeroCuenta!} copiar="el número de cuenta" />
        ) : null}
        {datos.titularCuenta ? <Dato termino="Titular" valor={datos.titularCuenta} /> : null}
        <Dato termino="Referencia de tu unidad" valor={datos.referencia} copiar="la referencia" destacado />
      </dl>
      <p className="text-slate-600 dark:text-slate-400">
        Escribe la referencia en la descripción de la transferencia: así el pago se aplica a tu unidad sin que tengas que enviar
        el soporte.
      </p>
    </section>
  );
}

function Dato({
  termino,
  valor,
  copiable = valor,
  copiar,
  destacado = false,
}: {
  termino: string;
  valor: string;
  copiable?: string;
  copiar?: string;
  destacado?: boolean;
}) {
  // dt and dd are the row's own children (axe: definition-list); the copy button is a second dd.
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2">
      <dt className="col-start-1 text-xs text-slate-600 dark:text-slate-400">{termino}</dt>
      <dd className={cn('col-start-1 [overflow-wrap:anywhere]', destacado ? 'font-mono text-base font-semibold' : undefined)}>
        {valor}
      </dd>
      {copiar ? (
        <dd className="col-start-2 row-span-2 row-start-1">
          <CopyButton texto={copiable} que={copiar} />
        </dd>
      ) : null}
    </div>
  );
}
