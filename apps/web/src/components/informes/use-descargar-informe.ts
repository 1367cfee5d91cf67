// Downloading a month's consejo report (a PDF generated on the spot): the Informe mensual tab and the
// dashboard's card share it.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { errorMessage } from '../../lib/api-errors.ts';
import { downloadArchivo } from '../../lib/download.ts';
import { toast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** Downloads a month's report (a PDF generated on the spot). */
export function useDescargarInforme(phId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [descargando, setDescargando] = useState<string | null>(null);
  const descargar = async (periodo: string) => {
    setDescargando(periodo);
    try {
      downloadArchivo((await queryClient.fetchQuery(trpc.informes.pdf.queryOptions({ id: phId, periodo }))).archivo);
    } catch (err) {
      toast.error(errorMessage(err, 'No fue posible generar el informe'));
    } finally {
      setDescargando(null);
    }
  };
  return { descargar, descargando };
}
