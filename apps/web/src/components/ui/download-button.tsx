// A stored file's download (a PQRS attachment, an orden's evidence, an activo's document): its name on
// an outline button; the API's Spanish message, or `fallo`, in a toast when it cannot be downloaded.
import { Paperclip } from 'lucide-react';

import { errorMessage } from '../../lib/api-errors.ts';
import { downloadFrom } from '../../lib/api-fetch.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from './button.tsx';

export function DownloadButton({ path, nombre, fallo }: { path: string; nombre: string; fallo: string }) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="max-w-full"
      onClick={() => downloadFrom(path, nombre).catch((err) => toast.error(errorMessage(err, fallo)))}
    >
      <Paperclip className="h-4 w-4 shrink-0" aria-hidden />
      <span className="truncate">{nombre}</span>
    </Button>
  );
}
