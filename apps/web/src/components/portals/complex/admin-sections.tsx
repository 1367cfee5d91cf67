// The admin-type portal's sections still to be built (mantenimiento, proyectos):
// sample content, labelled as such. Each is the component of a file route under routes/ph/$identificador/$rol/.
import { FolderKanban, Hammer, Wrench } from 'lucide-react';
import { SampleList } from '../../ui/sample-list.tsx';
import { SectionHeader } from '../../ui/section-header.tsx';
import { formatCOP } from '../../../lib/format.ts';

export function Maintenance() {
  return (
    <>
      <SectionHeader title="Mantenimiento" description="Órdenes de trabajo y mantenimientos programados (datos de ejemplo)." />
      <SampleList
        title="Órdenes de trabajo"
        items={[
          {
            title: 'Revisión de ascensores',
            detail: 'Torre 1 · Proveedor Ascensores Andinos',
            meta: 'En curso',
            icon: Wrench,
          },
          { title: 'Poda de zonas verdes', detail: 'Jardines y parque infantil', meta: 'Programada', icon: Hammer },
          { title: 'Cambio de luminarias', detail: 'Parqueadero sótano 1', meta: 'Completada', icon: Wrench },
        ]}
      />
    </>
  );
}

export function Projects() {
  return (
    <>
      <SectionHeader title="Proyectos" description="Obras y mejoras aprobadas por la asamblea (datos de ejemplo)." />
      <SampleList
        title="Proyectos en curso"
        items={[
          {
            title: 'Impermeabilización de cubiertas',
            detail: `Presupuesto ${formatCOP(85_000_000)} · avance 40 %`,
            meta: 'En ejecución',
            icon: FolderKanban,
          },
          {
            title: 'Renovación del salón comunal',
            detail: `Presupuesto ${formatCOP(32_000_000)}`,
            meta: 'Cotizando',
            icon: FolderKanban,
          },
          {
            title: 'Paneles solares en zonas comunes',
            detail: 'Estudio de viabilidad',
            meta: 'En estudio',
            icon: FolderKanban,
          },
        ]}
      />
    </>
  );
}
