// The WhatsApp Business Cloud API adapter against a local server of our own that speaks that API
// (Graph's POST /{version}/{phone-number-id}/messages with a bearer token and a template body; its
// success and error shapes), directly and through the app: provider from the environment, the job
// 'mensajes.enviar', the row's state, and the channels Mi Perfil offers with this provider.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { encolarMensaje, MensajeRechazado } from '../src/lib/mensajes/mensajero.ts';
import { whatsappCloudMensajero } from '../src/lib/mensajes/whatsapp.ts';
import { startTestApp, type TestApp } from './support/index.ts';
import { createTestUser } from './support/sessions.ts';

const TOKEN = 'EAAG-token-de-prueba-0123456789';
const PHONE_ID = '106540352242922';
const NO_PERMITIDO = '573000000031';
const SATURADO = '573000000429';

interface Recibido {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** Graph's error body: { error: { message, type, code, fbtrace_id } }. */
const graphError = (message: string, code: number, type = 'OAuthException') => ({
  error: { message, type, code, fbtrace_id: 'AbCdEf123' },
});

function leer(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => resolve(text));
  });
}

let graph: Server;
let graphUrl: string;
const recibidos: Recibido[] = [];

beforeAll(async () => {
  graph = createServer(async (req, res) => {
    const text = await leer(req);
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== `/v23.0/${PHONE_ID}/messages`) return answer(404, graphError('Unknown path', 803));
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return answer(401, graphError('Invalid OAuth access token.', 190));
    if (!req.headers['content-type']?.startsWith('application/json')) return answer(400, graphError('Bad content type', 100));
    const body = JSON.parse(text) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the request as the provider reads it
    recibidos.push({ path: req.url, authorization: req.headers.authorization, body });
    const template = body.template;
    const valid =
      body.messaging_product === 'whatsapp' &&
      body.type === 'template' &&
      /^\d{8,15}$/.test(body.to) &&
      typeof template?.name === 'string' &&
      typeof template?.language?.code === 'string' &&
      Array.isArray(template?.components) &&
      template.components.every(
        (c: { type: string; parameters: { type: string; text: string }[] }) =>
          c.type === 'body' && c.parameters.every((p) => p.type === 'text' && typeof p.text === 'string'),
      );
    if (!valid) return answer(400, graphError('(#100) Invalid parameter', 100));
    if (body.to === NO_PERMITIDO) return answer(400, graphError('(#131030) Recipient phone number not in allowed list', 131030));
    if (body.to === SATURADO) return answer(429, graphError('(#130429) Rate limit hit', 130429));
    answer(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: `wamid.HBgM${recibidos.length}` }],
    });
  });
  await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
  graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => graph.close(resolve));
});

const mensaje = (telefono: string) => ({
  canal: 'whatsapp' as const,
  telefono,
  texto: 'Conjunto Prueba: la unidad 101 tiene un saldo vencido de $ 10.000.',
  plantilla: 'recordatorio_cobro',
  parametros: ['Conjunto Prueba', '101', '$ 10.000', 'http://horizonte.test/pagar/x'],
});

describe('the adapter, against the local Graph server', () => {
  const settings = () => ({ token: TOKEN, phoneNumberId: PHONE_ID, apiUrl: graphUrl, version: 'v23.0', idioma: 'es' });

  it('sends a template message and answers the wamid', async () => {
    const { proveedorId } = await whatsappCloudMensajero(settings()).enviar(mensaje('573001112233'));
    expect(proveedorId).toMatch(/^wamid\./);
    const last = recibidos.at(-1)!;
    expect(last.authorization).toBe(`Bearer ${TOKEN}`);
    expect(last.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '573001112233',
      type: 'template',
      template: {
        name: 'recordatorio_cobro',
        language: { code: 'es' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Conjunto Prueba' },
              { type: 'text', text: '101' },
              { type: 'text', text: '$ 10.000' },
              { type: 'text', text: 'http://horizonte.test/pagar/x' },
            ],
          },
        ],
      },
    });
  });

  it("reads Graph's error format: a refusal for good, a rate limit to retry", async () => {
    const wrongToken = whatsappCloudMensajero({ ...settings(), token: 'otro-token-de-prueba-000000' });
    const auth = await wrongToken.enviar(mensaje('573001112233')).catch((e: unknown) => e);
    expect(auth).toBeInstanceOf(MensajeRechazado);
    expect((auth as MensajeRechazado).message).toBe('WhatsApp respondió 401 (código 190): Invalid OAuth access token.');
    const refused = await whatsappCloudMensajero(settings())
      .enviar(mensaje(NO_PERMITIDO))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MensajeRechazado);
    expect((refused as MensajeRechazado).codigo).toBe('131030');
    const saturado = await whatsappCloudMensajero(settings())
      .enviar(mensaje(SATURADO))
      .catch((e: unknown) => e);
    expect(saturado).toBeInstanceOf(Error);
    expect(saturado).not.toBeInstanceOf(MensajeRechazado);
  });

  it('refuses SMS and a message without a template before calling Graph', async () => {
    const antes = recibidos.length;
    await expect(whatsappCloudMensajero(settings()).enviar({ ...mensaje('573001112233'), canal: 'sms' })).rejects.toBeInstanceOf(
      MensajeRechazado,
    );
    await expect(
      whatsappCloudMensajero(settings()).enviar({ ...mensaje('573001112233'), plantilla: null }),
    ).rejects.toBeInstanceOf(MensajeRechazado);
    expect(recibidos.length).toBe(antes);
  });
});

describe('through the app (MENSAJES_PROVEEDOR=whatsapp)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      MENSAJES_PROVEEDOR: 'whatsapp',
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
      WHATSAPP_API_URL: graphUrl,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers WhatsApp (not SMS) in Mi Perfil', async () => {
    const user = await createTestUser(t.db);
    const res = await t.rest('GET', '/api/perfil/notificaciones', { token: user.token });
    expect(res.body.notificaciones.canales).toEqual(['correo', 'push', 'whatsapp']);
    const sms = await t.rest('POST', '/api/perfil/notificaciones/consentimientos', {
      token: user.token,
      body: { canal: 'sms', telefono: '3001234567', aceptado: true },
    });
    expect(sms.status).toBe(400);
    expect(sms.body.code).toBe('NOTIFICACION_CANAL_NO_DISPONIBLE');
  });

  it('the job delivers a queued message and records the wamid; a lasting refusal is recorded, not retried', async () => {
    await t.db.$transaction(async (tx) => {
      await encolarMensaje(t.services, tx, mensaje('573004445566'));
      await encolarMensaje(t.services, tx, mensaje(NO_PERMITIDO));
    });
    await t.jobs.settle(20_000);
    const enviado = await t.db.mensaje.findFirstOrThrow({ where: { telefono: '573004445566' } });
    expect(enviado).toMatchObject({ proveedor: 'whatsapp', estado: 'enviado' });
    expect(enviado.proveedorId).toMatch(/^wamid\./);
    expect(recibidos.filter((r) => r.body.to === '573004445566')).toHaveLength(1);
    const fallido = await t.db.mensaje.findFirstOrThrow({ where: { telefono: NO_PERMITIDO, proveedor: 'whatsapp' } });
    expect(fallido.estado).toBe('fallido');
    expect(fallido.error).toContain('131030');
  });
});
