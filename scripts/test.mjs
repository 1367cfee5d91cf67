// pnpm test: everything CI checks, in order. Runs on the embedded database by default, or on the
// PostgreSQL server that DATABASE_URL points to (each test file gets a database of its own).
//   pnpm test            all steps
//   pnpm test unit api   only those steps (steps: format, check, typecheck, lint, unit, api, build, e2e)
// A step is one command or several run in order (check: the migrations, then Redocly over the OpenAPI document).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', CHECKPOINT_DISABLE: '1', FORCE_COLOR: '0' };

const steps = {
  format: ['pnpm', ['format:check']],
  check: [
    ['pnpm', ['db:check']],
    ['pnpm', ['--filter', '@horizonte/api', 'run', 'openapi:lint']],
  ],
  typecheck: ['pnpm', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']],
  lint: ['pnpm', ['lint']],
  unit: [
    ['pnpm', ['--filter', '@horizonte/contracts', 'run', 'test']],
    ['pnpm', ['--filter', '@horizonte/web', 'run', 'test']],
  ],
  api: ['pnpm', ['--filter', '@horizonte/api', 'run', 'test']],
  build: ['pnpm', ['--filter', '@horizonte/web', 'run', 'build']],
  e2e: ['pnpm', ['--filter', '@horizonte/e2e', 'run', 'test:e2e']],
};

// vitest writes a JSON report per suite; the totals make the closing line.
const reports = { unit: 'test-results/contracts.json', api: 'test-results/api.json', e2e: 'test-results/e2e.json' };
const totals = { passed: 0, failed: 0, skipped: 0 };
function addReport(name) {
  const file = reports[name];
  if (!file || !existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
function printTotals() {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}
rmSync('test-results', { recursive: true, force: true });

const wanted = process.argv.slice(2);
const selected = wanted.length ? wanted : Object.keys(steps);
const database = env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'PGlite (embebida)';
console.log(`Horizonte: pruebas sobre ${database}`);

for (const name of selected) {
  const step = steps[name];
  if (!step) {
    console.error(`Paso desconocido: ${name} (pasos: ${Object.keys(steps).join(', ')})`);
    process.exit(2);
  }
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const commands = Array.isArray(step[0]) ? step : [step];
  let result;
  for (const [command, args] of commands) {
    result = spawnSync(command, args, { stdio: 'inherit', env });
    if (result.status !== 0) break;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  addReport(name);
  if (result.status !== 0) {
    console.error(`✖ ${name} falló (${seconds} s)`);
    printTotals();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
printTotals();
