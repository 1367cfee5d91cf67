// Entry point: read the configuration, prepare the database, serve HTTP.
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './config.ts';
import { startServices } from './bootstrap.ts';
import { createApp } from './app.ts';

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
    console.log(`Horizonte escuchando en http://localhost:${info.port} (base de datos: ${services.databaseKind}, correo: ${config.smtpUrl ? 'SMTP' : 'bandeja /dev/mail'})`);
  });
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    server.close();
    void services.stop().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error('No fue posible iniciar Horizonte:', error instanceof Error ? error.message : error);
  process.exit(1);
});
