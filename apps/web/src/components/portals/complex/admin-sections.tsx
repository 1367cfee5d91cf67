// The admin-type portal's sections still to be built (mantenimiento, proyectos): an honest empty state
// that says what each will hold and how to work meanwhile, never made-up figures (issue 14 §4).
// Each is the component of a file route under routes/ph/$identificador/$rol/.
import { SectionHeader } from '../../ui/section-header.tsx';
import { EmptyState } from '../../ui/states.tsx';

export function Maintenance() {
  return (
    <>
      <SectionHeader title="Mantenimiento" description="Órdenes de trabajo y mantenimientos programados." />
      <EmptyState
        title="Aún no hay órdenes de trabajo"
        description="Aquí verás las órdenes de trabajo, los mantenimientos programados y sus soportes. Mientras tanto, los daños que reporten los residentes llegan como PQRS a Administrativo."
      />
    </>
  );
}

export function Projects() {
  return (
    <>
      <SectionHeader title="Proyectos" description="Obras y mejoras aprobadas por la asamblea." />
      <EmptyState
        title="Aún no hay proyectos"
        description="Aquí verás las obras y mejoras que apruebe la asamblea, con su presupuesto y avance. Las cuotas extraordinarias que las financian se registran en Tesorería."
      />
    </>
  );
}
