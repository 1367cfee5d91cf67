// Runs the PostgreSQL client programs (pg_dump, pg_restore) from PATH. The password travels in
// PGPASSWORD, not on the command line, where any user of the machine could read it.
import { spawn } from 'node:child_process';

export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** Runs the program; rejects with its own error output (Spanish context first) when it fails. */
export function runClientProgram(program: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `No se encontró ${program}: instale el cliente de PostgreSQL (Debian: apt-get install postgresql-client) de la misma versión mayor que el servidor o una más nueva`
            : `${program} no pudo ejecutarse: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} terminó con código ${code}:\n${errors.trim()}`)),
    );
  });
}
