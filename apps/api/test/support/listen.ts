// An app behind a real Node HTTP listener on a free loopback port: for streams, raw header lines and a
// second API process, which app.request() cannot show.
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';

import { validateAnswers } from './openapi-validator.ts';

export interface Listening {
  /** http://127.0.0.1:<port> */
  base: string;
  port: number;
  close(): Promise<void>;
}

export function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<Listening> {
  return new Promise((resolve) => {
    const server = serve({ fetch: validateAnswers(fetch), port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        base: `http://127.0.0.1:${info.port}`,
        port: info.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
