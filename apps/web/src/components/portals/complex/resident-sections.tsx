// The resident portal's sections still to be built (reservas): sample content, labelled
// as such. Each is the component of a file route under routes/ph/$identificador/$rol/.
import { CalendarCheck } from 'lucide-react';
import { SampleList } from '../../ui/sample-list.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';

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
