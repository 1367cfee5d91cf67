// The resident portal's sections (residente): sample account, bookings, PQRS and gate; services and
// events. Each is the component of a file route under routes/ph/$identificador/$rol/.
import { CalendarCheck, Car, CreditCard, DoorOpen, MessageSquare, ShieldCheck, UserCheck, Wifi } from 'lucide-react';
import { Card } from '../../ui/card.tsx';
import { useShellTheme } from '../../shell/themes.ts';
import { SampleList } from '../../ui/sample-list.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { StatCard, StatGrid } from '../../ui/stat-card.tsx';
import { formatCOP } from '../../../lib/format.ts';
import { SAMPLE_EVENTS } from '../samples.ts';
import { PaymentsTable } from './owner-sections.tsx';
import { useComplexPortal } from './context.ts';

const SERVICES = [
  { title: 'WiFi comunitario', detail: 'Red «Conjunto-Residentes» en zonas comunes', icon: Wifi },
  { title: 'Parqueadero', detail: 'Cupo asignado y parqueadero de visitantes', icon: Car },
  { title: 'Seguridad 24/7', detail: 'Vigilancia y portería todo el día', icon: ShieldCheck },
] as const;

export function AccountStatement() {
  return (
    <>
      <SectionHeader title="Estado de Cuenta" description="Cuotas y pagos de tu unidad (datos de ejemplo)." />
      <PaymentsTable />
    </>
  );
}

export function Bookings() {
  return (
    <>
      <SectionHeader title="Reservas" description="Zonas comunes disponibles (datos de ejemplo)." />
      <SampleList
        title="Mis reservas"
        items={[
          {
            title: 'Salón comunal',
            detail: 'Sábado 19 de julio · 2:00 p. m. a 8:00 p. m.',
            meta: 'Confirmada',
            icon: CalendarCheck,
          },
          {
            title: 'Zona BBQ',
            detail: 'Domingo 27 de julio · 12:00 m. a 5:00 p. m.',
            meta: 'Pendiente',
            icon: CalendarCheck,
          },
        ]}
      />
    </>
  );
}

export function Pqrs() {
  return (
    <>
      <SectionHeader title="PQRS" description="Peticiones, quejas, reclamos y sugerencias (datos de ejemplo)." />
      <SampleList
        title="Mis solicitudes"
        items={[
          {
            title: 'Ruido en horario nocturno',
            detail: 'Queja · Radicada el 2 de julio',
            meta: 'En trámite',
            icon: MessageSquare,
          },
          {
            title: 'Filtración en el parqueadero',
            detail: 'Reclamo · Radicado el 20 de junio',
            meta: 'Resuelta',
            icon: MessageSquare,
          },
        ]}
      />
    </>
  );
}

export function Gate() {
  return (
    <>
      <SectionHeader title="Portería" description="Visitantes y paquetes (datos de ejemplo)." />
      <SampleList
        title="Movimientos recientes"
        items={[
          {
            title: 'Paquete recibido',
            detail: 'Servientrega · guardado en portería',
            meta: 'Hoy, 11:20 a. m.',
            icon: DoorOpen,
          },
          { title: 'Visitante autorizado', detail: 'Juan Rodríguez', meta: 'Ayer, 6:45 p. m.', icon: UserCheck },
        ]}
      />
    </>
  );
}

export function ResidentHome() {
  const { ph } = useComplexPortal();
  const theme = useShellTheme();
  return (
    <>
      <SectionHeader title="Inicio" description={ph.nombre} />
      <StatGrid>
        <StatCard label="Saldo Pendiente" value={formatCOP(0)} icon={CreditCard} hint="Dato de ejemplo" />
        <StatCard label="Reservas Activas" value="2" icon={CalendarCheck} hint="Dato de ejemplo" />
        <StatCard label="PQRS Abiertas" value="1" icon={MessageSquare} hint="Dato de ejemplo" />
        <StatCard label="Próximos Eventos" value={String(SAMPLE_EVENTS.length)} icon={CalendarCheck} />
      </StatGrid>
      <h3 className="mb-3 mt-6 text-lg font-semibold">Servicios Disponibles</h3>
      <div className="grid gap-4 sm:grid-cols-3">
        {SERVICES.map((s) => (
          <Card key={s.title} className="flex items-start gap-3">
            <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl ${theme.soft}`} aria-hidden>
              <s.icon className="h-5 w-5" />
            </span>
            <div>
              <p className="font-medium">{s.title}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{s.detail}</p>
            </div>
          </Card>
        ))}
      </div>
      <SampleList title="Eventos" items={SAMPLE_EVENTS} className="mt-6" />
    </>
  );
}
