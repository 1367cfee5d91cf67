// A real SMTP server on loopback that keeps every message it receives, parsed.
import type { AddressInfo } from 'node:net';

import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative ('' when the message has none). */
  html: string;
  /** Attached files, parsed. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  /** Waits for the next message to `to` (received after `since` messages), up to 15 s. */
  waitFor(to: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
  /** An outage: stops listening (connections are refused) until `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** `acceptDelayMs`: the server waits that long before accepting each message (deliveries stay in flight, for crash benchmarks). */
export async function startTestSmtp(options: { acceptDelayMs?: number } = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  /** Sessions whose client went away: a message is only received if its sender is still there to hear the 250. */
  const closed = new Set<string>();
  const listen = async (port: number) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onClose(session) {
        closed.add(session.id);
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then(async (mail) => {
            if (options.acceptDelayMs) await new Promise((resolve) => setTimeout(resolve, options.acceptDelayMs));
            if (closed.has(session.id)) return callback(new Error('el cliente se fue antes de la respuesta'));
            const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
            const attachments = mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            }));
            messages.push({
              to,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              attachments,
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return server;
  };
  let server: SMTPServer | null = await listen(0);
  const { port } = server.server.address() as AddressInfo;
  const stop = async () => {
    const stopping = server;
    server = null;
    if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
  };
  const consumed = new Set<ReceivedMail>();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 15_000);
      for (;;) {
        const found = messages.find(
          (m) =>
            !consumed.has(m) &&
            m.to.split(',').includes(to.toLowerCase()) &&
            (!options.subject || options.subject.test(m.subject)),
        );
        if (found) {
          consumed.add(found);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`No llegó ningún correo a ${to}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    stop,
    async start() {
      server ??= await listen(port);
    },
    close: stop,
  };
}

/** The first link in a mail that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s]+`));
  if (!match) throw new Error(`El correo "${mail.subject}" no tiene un enlace ${prefix}`);
  return match[0];
}
