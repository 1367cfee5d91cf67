// Entry point: read the configuration, prepare the database, serve HTTP.
import type { Server } from 'node:http';

import { serve } from '@hono/node-server';

import { createApp } from './app.ts';
import { startServices } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { drainServer } from './http/drain.ts';
import { startMetricsServer } from './http/metrics.ts';
import { log } from './lib/logger.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      log().fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  const services = await startServices(config);
  const app = createApp(services.services);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log().info(
      `Horizonte escuchando en http://localhost:${info.port} (base de datos: ${services.databaseKind}, correo: ${config.smtpUrl ? 'SMTP' : 'bandeja /dev/mail'})`,
    );
  }) as Server;
  const { metrics } = services.services;
  const metricsServer = metrics && config.metrics.port !== undefined ? await startMetricsServer(metrics, config) : undefined;
  if (metricsServer) log().info(`Métricas de Prometheus en http://${config.metrics.host}:${config.metrics.port}/metrics`);
  let closing = false;
  // Requests in flight finish (up to the grace), then the job worker and the database stop as before.
  const shutdown = () => {
    if (closing) return;
    closing = true;
    log().info(`Horizonte se detiene: termina las peticiones en curso (hasta ${config.shutdownGraceMs / 1000} s)`);
    void drainServer(server, services.services.shutdown, config.shutdownGraceMs)
      .then(({ cut }) => {
        metricsServer?.close();
        if (cut > 0) log().warn(`Se cortaron ${cut} conexiones que seguían abiertas al vencer la espera`);
        return services.stop();
      })
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), config.shutdownGraceMs + 5_000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  log().fatal({ err: error }, `No fue posible iniciar Horizonte: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
