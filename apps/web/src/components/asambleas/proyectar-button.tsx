// «Proyectar»: opens the asamblea's projector view in a new tab, for the room's screen.
import { Link } from '@tanstack/react-router';
import { MonitorUp } from 'lucide-react';

import { useComplexPortal } from '../portals/complex/context.ts';
import { Button } from '../ui/button.tsx';

export function ProyectarButton({ asambleaId }: { asambleaId: string }) {
  const { ph, capabilities } = useComplexPortal();
  return (
    <Button asChild variant="outline" size="sm">
      <Link
        to="/ph/$identificador/$rol/asambleas/$asambleaId/proyector"
        params={{ identificador: ph.identificador, rol: capabilities.rol, asambleaId }}
        target="_blank"
        rel="noopener"
      >
        <MonitorUp className="h-4 w-4" aria-hidden /> Proyectar
      </Link>
    </Button>
  );
}
