// Entry point: read the configuration, prepare the database, serve HTTP.
import type { Server } from 'node:http';

import { serve } from '@hono/node-server';

import { createApp } from './app.ts';
import { startServices } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { drainServer } from './http/drain.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const services = await startServices(config);
  const app = createApp(services.services);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(
      `Horizonte escuchando en http://localhost:${info.port} (base de datos: ${services.databaseKind}, correo: ${config.smtpUrl ? 'SMTP' : 'bandeja /dev/mail'})`,
    );
  }) as Server;
  let closing = false;
  // Requests in flight finish (up to the grace), then the job worker and the database stop as before.
  const shutdown = () => {
    if (closing) return;
    closing = true;
    console.log(`Horizonte se detiene: termina las peticiones en curso (hasta ${config.shutdownGraceMs / 1000} s)`);
    void drainServer(server, services.services.shutdown, config.shutdownGraceMs)
      .then(({ cut }) => {
        if (cut > 0) console.log(`Se cortaron ${cut} conexiones que seguían abiertas al vencer la espera`);
        return services.stop();
      })
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), config.shutdownGraceMs + 5_000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error('No fue posible iniciar Horizonte:', error instanceof Error ? error.message : error);
  process.exit(1);
});
