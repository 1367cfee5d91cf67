// The sum of the complex's coeficientes, always in view on Comunidad (issue 14 section 2): green at
// 100 % (± a millionth), amber with what is missing or exceeding. Billing and asambleas refuse to run
// until it is 100 % (Ley 675 arts. 27–29), so the administrator sees it before they find out there.
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, TriangleAlert } from 'lucide-react';

import { cn } from '../../lib/cn.ts';
import { formatPercent } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';

export function CoeficientesIndicator({ phId }: { phId: string }) {
  const trpc = useTRPC();
  const sum = useQuery({ ...trpc.apartamentos.coeficientes.get.queryOptions({ id: phId }), retry: false });
  if (!sum.data) return null;
  const { suma, faltante, completo, unidades, sinCoeficiente } = sum.data;
  const Icon = completo ? CheckCircle2 : TriangleAlert;
  return (
    <div
      role="status"
      data-testid="coeficientes-indicator"
      data-completo={completo}
      className={cn(
        'mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2 text-sm',
        completo
          ? 'border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950/60 dark:text-green-100'
          : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100',
      )}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden />
      <span>
        Suma de coeficientes: <strong data-testid="coeficiente-total">{formatPercent(suma)}</strong>
      </span>
      <span>
        {completo
          ? 'Completa: la facturación y las asambleas pueden usarla.'
          : faltante > 0
            ? `Faltan ${formatPercent(faltante)} para el 100 %.`
            : `Sobran ${formatPercent(-faltante)} sobre el 100 %.`}
      </span>
      {sinCoeficiente > 0 ? (
        <span>
          {sinCoeficiente} de {unidades} {unidades === 1 ? 'unidad' : 'unidades'} sin coeficiente.
        </span>
      ) : null}
    </div>
  );
}
