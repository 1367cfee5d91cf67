// The TLS proxy a phone reaches in production (README «Producción» §4: the proxy in front of the
// processes terminates TLS; Caddy, nginx and the cloud balancers answer browsers in HTTP/2), here on
// loopback: HTTPS with HTTP/2 (HTTP/1.1 for clients that do not offer it) in front of `target`, through
// http2-proxy. Its certificate is self-signed for 127.0.0.1 by openssl; Chromium trusts that one key
// (`--ignore-certificate-errors-spki-list`), so the service worker registers as on a real certificate.
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

import proxy from 'http2-proxy';

import { freePort } from '../../packages/e2e/src/server.ts';

export interface TlsFront {
  url: string;
  /** Chromium flags that trust this front's certificate. */
  browserArgs: string[];
  close(): Promise<void>;
}

let certificate: { key: Buffer; cert: Buffer } | undefined;

/** One key and certificate for every front of the run, so one flag trusts them all. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  certificate ??= newCertificate();
  return certificate;
}

function newCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'hz-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** HTTPS + HTTP/2 on a free loopback port, forwarding every request to `target` (http://host:port). */
export async function startTlsFront(target: string): Promise<TlsFront> {
  const { key, cert } = selfSignedCertificate();
  const { hostname, port } = new URL(target);
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    void proxy.web(req, res, { hostname, port: Number(port) }, (err) => {
      if (err && !res.headersSent) res.writeHead(502).end();
    });
  });
  const listenPort = await freePort();
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const spki = createHash('sha256')
    .update(createPublicKey(cert).export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return {
    url: `https://127.0.0.1:${listenPort}`,
    browserArgs: [`--ignore-certificate-errors-spki-list=${spki}`],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
