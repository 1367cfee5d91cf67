// QR reading for the gate (issue 32): the browser's own BarcodeDetector where it reads QR codes
// (Android, ChromeOS, macOS), else the `barcode-detector` ponyfill on ZXing's WebAssembly. The wasm is
// part of our build (Vite `?url`): nothing is fetched from a CDN, and the gate reads codes with no
// internet once the app is loaded. This module is loaded only when the guard opens the scanner.
import { BarcodeDetector as Ponyfill, prepareZXingModule } from 'barcode-detector/ponyfill';

// zxing-wasm is barcode-detector's dependency, not ours (pnpm does not let this package import it by
// name): its reader's wasm is found where pnpm keeps it, whatever the version, and emitted by Vite as
// an asset of our build. Exactly one must match: the build fails otherwise (below).
const encontrados = Object.values(
  import.meta.glob<string>(
    '../../../../../../node_modules/.pnpm/zxing-wasm@*/node_modules/zxing-wasm/dist/reader/zxing_reader.wasm',
    {
      query: '?url',
      import: 'default',
      eager: true,
      exhaustive: true,
    },
  ),
);
if (encontrados.length !== 1) throw new Error(`zxing_reader.wasm: ${encontrados.length} copias encontradas`);
const wasmUrl = encontrados[0]!;

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

export interface Lector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}

interface NativeDetector {
  new (options: { formats: string[] }): Lector;
  getSupportedFormats(): Promise<string[]>;
}

/** A QR reader: the native one if it knows QR codes, else the ponyfill. */
export async function crearLector(): Promise<Lector> {
  const nativo = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (nativo && (await nativo.getSupportedFormats().catch((): string[] => [])).includes('qr_code'))
    return new nativo({ formats: ['qr_code'] });
  return new Ponyfill({ formats: ['qr_code'] }) as Lector;
}

/** The first QR code's text in an image (a photo the guard took), or null. */
export async function leerImagen(archivo: Blob): Promise<string | null> {
  const lector = await crearLector();
  const bitmap = await createImageBitmap(archivo);
  try {
    const [codigo] = await lector.detect(bitmap);
    return codigo?.rawValue ?? null;
  } finally {
    bitmap.close();
  }
}
