// «Escanear código» (issue 32): the device's camera (the rear one on a phone or tablet) reads the
// authorisation's QR and hands its text to the form, which validates it online. Where there is no
// camera, or permission is denied, it says so and offers a photo instead (file input with
// capture=environment: the phone's camera app, or a picture already taken). Loaded only when opened.
import { useEffect, useRef, useState } from 'react';

import { Alert } from '../../ui/alert.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { crearLector, leerImagen } from './detector.ts';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The QR's text, once read. */
  onCodigo(codigo: string): void;
}

/** Between two attempts on the live video: ~4 per second is quick enough and spares the battery. */
const INTERVALO_MS = 250;

function mensajeCamara(error: unknown): string {
  const nombre = (error as { name?: string }).name;
  if (nombre === 'NotAllowedError' || nombre === 'SecurityError')
    return 'No hay permiso para usar la cámara. Actívalo en la configuración del navegador o usa «Tomar o elegir foto».';
  if (nombre === 'NotFoundError' || nombre === 'OverconstrainedError')
    return 'Este equipo no tiene cámara disponible. Usa «Tomar o elegir foto» o escribe el código.';
  if (nombre === 'NotReadableError') return 'La cámara está en uso por otra aplicación. Ciérrala e intenta de nuevo.';
  return 'No fue posible abrir la cámara. Usa «Tomar o elegir foto» o escribe el código.';
}

export default function EscanearDialog({ open, onOpenChange, onCodigo }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Escanear código"
      description="Apunta la cámara al código QR de la autorización."
      className="max-w-lg"
    >
      {open ? <Escaner onCodigo={onCodigo} /> : null}
    </Dialog>
  );
}

function Escaner({ onCodigo }: { onCodigo(codigo: string): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [camara, setCamara] = useState<'abriendo' | 'lista' | 'error'>('abriendo');
  const [error, setError] = useState<string | null>(null);
  const [foto, setFoto] = useState<string | null>(null);
  const [leyendo, setLeyendo] = useState(false);
  // The latest callback, without restarting the camera when the parent renders again.
  const alLeer = useRef(onCodigo);
  useEffect(() => {
    alLeer.current = onCodigo;
  }, [onCodigo]);

  useEffect(() => {
    let cancelado = false;
    let stream: MediaStream | null = null;
    let temporizador: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setCamara('error');
        setError('Este navegador no permite usar la cámara aquí. Usa «Tomar o elegir foto» o escribe el código.');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (cancelado || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const lector = await crearLector();
        setCamara('lista');
        const intentar = async () => {
          if (cancelado || !video.current) return;
          try {
            const [codigo] = await lector.detect(video.current);
            if (codigo?.rawValue && !cancelado) return alLeer.current(codigo.rawValue);
          } catch {
            // A frame not ready yet: the next one.
          }
          temporizador = setTimeout(() => void intentar(), INTERVALO_MS);
        };
        void intentar();
      } catch (e) {
        if (cancelado) return;
        setCamara('error');
        setError(mensajeCamara(e));
      }
    })();
    return () => {
      cancelado = true;
      clearTimeout(temporizador);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  const leerFoto = async (archivo: File | undefined) => {
    if (!archivo) return;
    setFoto(null);
    setLeyendo(true);
    try {
      const codigo = await leerImagen(archivo);
      if (codigo) alLeer.current(codigo);
      else setFoto('No se encontró un código QR en la foto. Intenta otra, con buena luz y el código completo.');
    } catch {
      setFoto('No fue posible leer la foto. Intenta con otra imagen.');
    } finally {
      setLeyendo(false);
    }
  };

  return (
    <div className="space-y-4">
      {error ? (
        <Alert tone="warning">{error}</Alert>
      ) : (
        <div className="relative overflow-hidden rounded-xl bg-slate-950">
          <video ref={video} muted playsInline className="aspect-square w-full object-cover" aria-label="Vista de la cámara" />
          {camara === 'abriendo' ? (
            <p role="status" className="absolute inset-0 flex items-center justify-center text-white">
              Abriendo la cámara…
            </p>
          ) : null}
        </div>
      )}
      <div className="space-y-1.5">
        <label htmlFor="qr-foto" className="block text-sm font-medium">
          Tomar o elegir foto
        </label>
        <input
          id="qr-foto"
          type="file"
          accept="image/*"
          capture="environment"
          disabled={leyendo}
          onChange={(e) => void leerFoto(e.target.files?.[0])}
          className="block w-full text-base file:mr-3 file:h-12 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:font-medium dark:file:bg-slate-800"
        />
        {leyendo ? <p role="status">Leyendo la foto…</p> : null}
        {foto ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {foto}
          </p>
        ) : null}
      </div>
    </div>
  );
}
