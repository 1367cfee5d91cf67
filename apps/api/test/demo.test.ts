// The demo data of the first `pnpm start`, seeded once and checked module by module (test/demo/*.ts).
// The checks that change the demo (an online payment, the órdenes seeded again) run last.
import { afterAll, beforeAll } from 'vitest';

import { sharedDemoApp, startSharedDemoApp } from './support/demo.ts';

beforeAll(async () => {
  await startSharedDemoApp();
});
afterAll(async () => {
  await sharedDemoApp().t.close();
});

await import('./demo/tesoreria.ts');
await import('./demo/asambleas.ts');
await import('./demo/documentos.ts');
await import('./demo/informe.ts');
await import('./demo/comercial.ts');
await import('./demo/mantenimiento.ts');
await import('./demo/porteria.ts');
await import('./demo/pqrs.ts');
await import('./demo/reservas.ts');
await import('./demo/mensajes.ts');
await import('./demo/pagos-en-linea.ts');
await import('./demo/ordenes.ts');
await import('./demo/usuarios.ts');
await import('./demo/tickets-soporte.ts');
await import('./demo/notificaciones.ts');
