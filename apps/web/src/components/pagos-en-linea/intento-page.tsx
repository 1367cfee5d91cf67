// The gateway's return page, /pagos-en-linea/{id} (issue 28): the payer comes back here from the checkout.
// It asks for the intent until the gateway's answer settles it (the event may arrive a moment after the
// payer), then says plainly what happened: approved with its transaction, method and recibo; declined,
// error or expired with «Intentar de nuevo»; and always the way back to the unit's account.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CheckCircle2, Clock, Download, RotateCcw, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';

import {
  ESTADO_INTENTO_LABELS,
  etiquetaMedioPasarela,
  formatoFecha,
  intentoCerrado,
  type EstadoIntento,
  type Intento,
} from '@horizonte/contracts';

import { errorMessage } from '../../lib/api-errors.ts';
import { downloadArchivo } from '../../lib/download.ts';
import { formatCOP } from '../../lib/format.ts';
import { conjuntoDelPago, portalDePago, type PortalDePago } from '../../lib/portal-de-pago.ts';
import { useSession } from '../../lib/session.tsx';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { CargandoEnPagina, ConSesion } from '../auth/con-sesion.tsx';
import { PublicPageShell } from '../auth/public-page-shell.tsx';
import { Alert } from '../ui/alert.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { PagarEnLinea } from './pagar-en-linea.tsx';

/** How often the page asks while the gateway has not answered: every 2 s for two minutes, then every 15 s. */
const CONSULTA_MS = 2_000;
const CONSULTAS_SEGUIDAS = 60;
const CONSULTA_LENTA_MS = 15_000;

/** `transaccion`: the gateway's transaction id from the return URL, a hint for the API. */
export function IntentoPage({ id, transaccion }: { id: string; transaccion?: string }) {
  return (
    <ConSesion
      title="Tu pago en línea"
      description="Inicia sesión para ver el resultado de tu pago."
      identificador={conjuntoDelPago(id)}
      puertaDelConjunto
    >
      {() => <EstadoDelIntento id={id} transaccion={transaccion} />}
    </ConSesion>
  );
}

/** What each estado tells the payer: display only (what may happen next is the data's: its pago). */
const VISTA: Record<EstadoIntento, { tono: 'success' | 'error' | 'warning' | 'info'; texto: string }> = {
  pendiente: {
    tono: 'info',
    texto:
      'Estamos esperando la respuesta de la pasarela. Puedes cerrar esta página: si el pago se aprueba, se aplica solo a tu cuenta y te llega el recibo por correo.',
  },
  aprobado: {
    tono: 'success',
    texto:
      'Tu pago se aplicó a la cuenta de la unidad (primero a intereses y luego a las cuotas más antiguas) y te enviamos el recibo por correo.',
  },
  rechazado: { tono: 'error', texto: 'El banco o la pasarela rechazó el pago: no se cobró nada y tu cuenta no cambió.' },
  error: { tono: 'error', texto: 'La pasarela no pudo completar el pago: no se aplicó ningún pago a tu cuenta.' },
  expirado: {
    tono: 'warning',
    texto: 'El pago venció sin una respuesta de la pasarela: no se aplicó ningún pago a tu cuenta.',
  },
  anulado: {
    tono: 'warning',
    texto: 'La pasarela anuló la transacción: el pago se reversó de la cuenta de la unidad.',
  },
};

function EstadoDelIntento({ id, transaccion }: { id: string; transaccion?: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { roles } = useSession();
  const consulta = useQuery({
    ...trpc.pagosEnLinea.get.queryOptions({ id, ...(transaccion ? { transaccion } : {}) }),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data && intentoCerrado(data.intento.estado)) return false;
      // A payment that takes long (PSE at the bank, a lost event settled by the daily query): ask less often.
      return query.state.dataUpdateCount < CONSULTAS_SEGUIDAS ? CONSULTA_MS : CONSULTA_LENTA_MS;
    },
  });
  const intento = consulta.data?.intento;
  const cerrado = intento ? intentoCerrado(intento.estado) : false;
  // The unit's complex, to lead back to the payer's own portal.
  const cuenta = useQuery({
    ...trpc.tesoreria.estadoCuenta.get.queryOptions({ id: intento?.apartamentoId ?? '' }),
    enabled: Boolean(intento),
  });
  // Once settled, the account the payer goes back to is another one.
  useEffect(() => {
    if (!cerrado) return;
    void queryClient.invalidateQueries({ queryKey: trpc.tesoreria.estadoCuenta.get.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.inicio.get.queryKey() });
  }, [cerrado, queryClient, trpc]);

  if (consulta.isLoading) return <CargandoEnPagina title="Tu pago en línea" label="Cargando tu pago…" />;
  if (!intento) {
    return (
      <PublicPageShell title="Tu pago en línea">
        <Alert tone="error">{errorMessage(consulta.error, 'No fue posible cargar tu pago')}</Alert>
        <Link to="/" className={`${buttonClass('outline')} mt-4 w-full`}>
          Ir al inicio
        </Link>
      </PublicPageShell>
    );
  }
  const phId = cuenta.data?.apartamento.phId;
  const portal = phId ? portalDePago(roles, phId) : null;
  return (
    <PublicPageShell title="Tu pago en línea" description={`Unidad ${intento.unidad}`}>
      <Resultado intento={intento} />
      <Detalle intento={intento} />
      <div className="mt-5 flex flex-col gap-2">
        {intento.pagoId ? <DescargarRecibo pagoId={intento.pagoId} numero={intento.numeroRecibo} /> : null}
        {cerrado && !intento.pagoId ? <IntentarDeNuevo intento={intento} portal={portal} /> : null}
        {portal ? (
          <Link
            to={`/ph/$identificador/$rol/${portal.seccion}`}
            params={{ identificador: portal.identificador, rol: portal.rol }}
            className={`${buttonClass('outline')} w-full`}
          >
            <ArrowLeft className="h-4 w-4" aria-hidden /> Volver a {portal.label}
          </Link>
        ) : null}
      </div>
    </PublicPageShell>
  );
}

function Resultado({ intento }: { intento: Intento }) {
  const vista = VISTA[intento.estado];
  const pendiente = !intentoCerrado(intento.estado);
  const Icono = pendiente ? Clock : intento.pagoId ? CheckCircle2 : XCircle;
  return (
    <div className="flex flex-col items-center text-center" aria-live="polite">
      {pendiente ? (
        <Spinner className="h-12 w-12" label="Esperando la respuesta de la pasarela…" />
      ) : (
        <Icono
          className={intento.pagoId ? 'h-12 w-12 text-green-600 dark:text-green-400' : 'h-12 w-12 text-red-600 dark:text-red-400'}
          aria-hidden
        />
      )}
      <p className="mt-3 text-2xl font-bold" data-testid="estado-intento">
        {ESTADO_INTENTO_LABELS[intento.estado]}
      </p>
      <Alert tone={vista.tono} className="mt-3 text-left">
        {vista.texto}
      </Alert>
    </div>
  );
}

function Detalle({ intento }: { intento: Intento }) {
  const filas: [string, string][] = [
    ['Valor', formatCOP(intento.valor)],
    // The fee the complex passed on: the gateway charged it on top, the unit was credited `valor`.
    ...(intento.comision > 0
      ? [
          ['Comisión de la pasarela', formatCOP(intento.comision)] as [string, string],
          ['Total cobrado', formatCOP(intento.totalCobrado)] as [string, string],
        ]
      : []),
    ['Referencia', intento.referencia],
    ...(intento.transaccionId ? [['Transacción', intento.transaccionId] as [string, string]] : []),
    ...(intento.medioPago ? [['Medio de pago', etiquetaMedioPasarela(intento.medioPago) ?? '—'] as [string, string]] : []),
    ...(intento.numeroRecibo ? [['Recibo de caja', `N.º ${intento.numeroRecibo}`] as [string, string]] : []),
    ['Iniciado', formatoFecha(intento.creadoEn)],
  ];
  return (
    <dl className="mt-4 space-y-2 text-sm" aria-label="Detalle del pago">
      {filas.map(([k, v]) => (
        <div key={k} className="grid gap-x-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <dt className="text-slate-600 dark:text-slate-400">{k}</dt>
          <dd className="font-medium [overflow-wrap:anywhere] text-slate-900 dark:text-white" data-testid={`detalle-${k}`}>
            {v}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DescargarRecibo({ pagoId, numero }: { pagoId: string; numero: number | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [descargando, setDescargando] = useState(false);
  const descargar = async () => {
    setDescargando(true);
    try {
      downloadArchivo((await queryClient.fetchQuery(trpc.tesoreria.pagos.pdf.queryOptions({ id: pagoId }))).archivo);
    } catch (error) {
      toast.error(errorMessage(error, 'No fue posible generar el recibo'));
    } finally {
      setDescargando(false);
    }
  };
  return (
    <Button onClick={descargar} disabled={descargando} className="w-full">
      <Download className="h-4 w-4" aria-hidden />{' '}
      {descargando ? 'Generando…' : `Descargar recibo${numero ? ` N.º ${numero}` : ''}`}
    </Button>
  );
}

/** Back to the unit's account with «Pagar en línea» open; without a portal to go to, right here. */
function IntentarDeNuevo({ intento, portal }: { intento: Intento; portal: PortalDePago | null }) {
  if (!portal) return <PagarEnLinea apartamentoId={intento.apartamentoId} unidad={intento.unidad} label="Intentar de nuevo" />;
  return (
    <Link
      to={`/ph/$identificador/$rol/${portal.seccion}`}
      params={{ identificador: portal.identificador, rol: portal.rol }}
      search={{ pagar: intento.apartamentoId }}
      className={`${buttonClass('primary')} w-full`}
    >
      <RotateCcw className="h-4 w-4" aria-hidden /> Intentar de nuevo
    </Link>
  );
}
