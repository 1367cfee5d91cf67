// The admin-type portal's section still to be built (proyectos): an honest empty state
// that says what each will hold and how to work meanwhile, never made-up figures (issue 14 §4).
// Each is the component of a file route under routes/ph/$identificador/$rol/.
import { SectionHeader } from '../../ui/section-header.tsx';
import { EmptyState } from '../../ui/states.tsx';

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
