// «Compartir» for a new authorisation's code (issue 32): the device's share sheet (Web Share API:
// text, link and, where it can, the QR image), else WhatsApp; «Copiar» always.
import { Share2 } from 'lucide-react';

import { toast } from '../../lib/toast.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { Button } from '../ui/button.tsx';
import { CopyButton } from '../ui/copy-button.tsx';
import { enlaceWhatsApp, mensajeInvitacion, type CodigoACompartir } from './compartir.ts';

/** The QR (a PNG data URL, decoded here: the CSP's connect-src does not admit fetching data:) as a file to share, if the device can share files. */
function qrComoArchivo(qr: string, codigo: string): File[] {
  try {
    const bytes = Uint8Array.from(atob(qr.slice(qr.indexOf(',') + 1)), (c) => c.charCodeAt(0));
    const archivo = new File([bytes], `codigo-${codigo}.png`, { type: 'image/png' });
    return navigator.canShare?.({ files: [archivo] }) ? [archivo] : [];
  } catch {
    return [];
  }
}

export function CompartirCodigo({
  creada,
  conjunto,
  url,
}: {
  creada: CodigoACompartir & { qr: string };
  conjunto: string;
  /** The complex's public page (its address), sent with the message. */
  url: string;
}) {
  const mensaje = mensajeInvitacion(creada, conjunto);
  const puedeCompartir = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const compartir = async () => {
    const files = qrComoArchivo(creada.qr, creada.codigo);
    try {
      await navigator.share({ title: `Código de ingreso a ${conjunto}`, text: mensaje, url, ...(files.length ? { files } : {}) });
    } catch (error) {
      // Closing the share sheet is not an error.
      if ((error as { name?: string }).name !== 'AbortError') toast.error('No fue posible compartir el código');
    }
  };
  return (
    <div className="flex flex-wrap justify-center gap-2" data-testid="compartir-codigo">
      {puedeCompartir ? (
        <Button type="button" onClick={() => void compartir()}>
          <Share2 className="h-4 w-4" aria-hidden /> Compartir
        </Button>
      ) : null}
      <a
        href={enlaceWhatsApp(mensaje, url)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass(puedeCompartir ? 'outline' : 'primary')}
      >
        Enviar por WhatsApp
      </a>
      <CopyButton texto={`${mensaje} ${url}`} que="el mensaje" />
    </div>
  );
}
