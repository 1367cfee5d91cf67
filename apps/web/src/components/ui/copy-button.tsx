// «Copiar»: puts a text on the clipboard and says so in a toast («Copiaste la referencia»).
import { Copy } from 'lucide-react';

import { toast } from '../../lib/toast.ts';
import { Button } from './button.tsx';

/** `que` names what is copied, with its article: «la referencia», «la URL de eventos». */
export function CopyButton({ texto, que }: { texto: string; que: string }) {
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(texto);
      toast.success(`Copiaste ${que}`);
    } catch {
      toast.error(`No fue posible copiar ${que}`);
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={copiar} aria-label={`Copiar ${que}`}>
      <Copy className="h-4 w-4" aria-hidden /> Copiar
    </Button>
  );
}
