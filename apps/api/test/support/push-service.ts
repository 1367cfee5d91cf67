// A push service of our own on loopback for the tests (issue 32): a real HTTP server that speaks the
// part of RFC 8030 a sender uses, and checks what a browser vendor's service would:
//   - VAPID (RFC 8292): `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by the key
//     k names, `aud` = this endpoint's origin, `exp` in the future and within 24 h, `sub` present;
//   - the payload (RFC 8291 / RFC 8188 aes128gcm), decrypted with the "browser's" private key and auth
//     secret, which the test generated for the subscription (as a browser would), then parsed as JSON.
// It records each message and answers 201 — or what the test told it to (404/410 to expire a
// subscription, 500 to make the sender retry).
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import * as ece from 'http_ece';

export interface PushRecibido {
  suscripcion: string;
  ttl: number;
  urgencia: string | undefined;
  jwt: { aud: string; exp: number; sub: string };
  /** The VAPID public key the request named (k=). */
  clave: string;
  payload: unknown;
}

export interface SuscripcionDePrueba {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface TestPushService {
  /** `http://127.0.0.1:<port>`: the entry the test adds to PUSH_ALLOWED_HOSTS is `http://127.0.0.1:<port>`. */
  origin: string;
  host: string;
  /** A subscription as a browser would make it: fresh ECDH P-256 key pair and 16-byte auth secret. */
  suscribir(): SuscripcionDePrueba;
  /** The next answers to that subscription's messages (then 201 again). */
  responder(endpoint: string, ...estados: number[]): void;
  recibidos: PushRecibido[];
  /** Requests refused (bad JWT, undecryptable payload…), with why. */
  rechazos: string[];
  /** Waits until `n` messages reached `endpoint` (up to 15 s). */
  esperar(endpoint: string, n?: number): Promise<PushRecibido[]>;
  close(): Promise<void>;
}

const b64url = (b: Buffer) => b.toString('base64url');

/** A raw uncompressed P-256 point (65 bytes) as a public key object. */
function claveP256(raw: Buffer) {
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
}

/** RFC 8292 §2 and §3: the JWT and the key; throws a reason. */
function verificarVapid(autorizacion: string | undefined, origin: string): { jwt: PushRecibido['jwt']; clave: string } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(autorizacion ?? '');
  if (!m) throw new Error(`Authorization no es «vapid t=…, k=…»: ${autorizacion}`);
  const [header, claims, firma] = m[1]!.split('.') as [string, string, string];
  const cabecera = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (cabecera.alg !== 'ES256') throw new Error(`alg ${cabecera.alg}`);
  const clave = Buffer.from(m[2]!, 'base64url');
  if (clave.length !== 65 || clave[0] !== 4) throw new Error('k no es un punto P-256 sin comprimir');
  const valida = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: claveP256(clave), dsaEncoding: 'ieee-p1363' },
    Buffer.from(firma, 'base64url'),
  );
  if (!valida) throw new Error('firma ES256 inválida para k');
  const jwt = JSON.parse(Buffer.from(claims, 'base64url').toString()) as PushRecibido['jwt'];
  const ahora = Math.floor(Date.now() / 1000);
  if (jwt.aud !== origin) throw new Error(`aud ${jwt.aud} ≠ ${origin}`);
  if (!(jwt.exp > ahora && jwt.exp <= ahora + 24 * 3600)) throw new Error(`exp ${jwt.exp} fuera de las 24 h`);
  if (!jwt.sub) throw new Error('sin sub');
  return { jwt, clave: m[2]! };
}

async function cuerpo(req: IncomingMessage): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const parte of req) partes.push(parte as Buffer);
  return Buffer.concat(partes);
}

/** `port`: a fixed one (the browser tests list it in the server's PUSH_ALLOWED_HOSTS before it starts); any free one by default. */
export async function startTestPushService({ port: puerto = 0 }: { port?: number } = {}): Promise<TestPushService> {
  const navegadores = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const respuestas = new Map<string, number[]>();
  const recibidos: PushRecibido[] = [];
  const rechazos: string[] = [];
  let origin = '';

  const server: Server = createServer((req, res) => {
    void (async () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const navegador = id ? navegadores.get(id) : undefined;
      const body = await cuerpo(req);
      if (req.method !== 'POST' || !id || !navegador) {
        res.writeHead(404).end();
        return;
      }
      try {
        const { jwt, clave } = verificarVapid(req.headers.authorization, origin);
        if (req.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error('sin TTL');
        const claro = ece.decrypt(body, { version: 'aes128gcm', privateKey: navegador.ecdh, authSecret: navegador.auth });
        const endpoint = `${origin}/push/${id}`;
        const estado = respuestas.get(endpoint)?.shift() ?? 201;
        if (estado === 201) {
          recibidos.push({
            suscripcion: endpoint,
            ttl,
            urgencia: req.headers.urgency as string | undefined,
            jwt,
            clave,
            payload: JSON.parse(claro.toString('utf8')),
          });
        }
        res.writeHead(estado).end();
      } catch (error) {
        rechazos.push((error as Error).message);
        res.writeHead(400).end((error as Error).message);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(puerto, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    host: `127.0.0.1:${port}`,
    recibidos,
    rechazos,
    suscribir() {
      const id = b64url(randomBytes(12));
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      navegadores.set(id, { ecdh, auth });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    responder(endpoint, ...estados) {
      respuestas.set(endpoint, [...(respuestas.get(endpoint) ?? []), ...estados]);
    },
    async esperar(endpoint, n = 1) {
      const limite = Date.now() + 15_000;
      for (;;) {
        const llegados = recibidos.filter((r) => r.suscripcion === endpoint);
        if (llegados.length >= n) return llegados;
        if (Date.now() > limite)
          throw new Error(`No llegaron ${n} mensajes push a ${endpoint} (rechazos: ${rechazos.join('; ')})`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
