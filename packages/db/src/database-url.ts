/** Where the data lives, decided from DATABASE_URL. */
export type DatabaseTarget = { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };

export const DEFAULT_DATABASE_URL = 'pglite:./.data/horizonte';

export function parseDatabaseUrl(url: string = DEFAULT_DATABASE_URL): DatabaseTarget {
  if (url.startsWith('pglite:')) {
    const location = url.slice('pglite:'.length);
    // pglite:memory:// (or an empty location) is a throwaway in-memory database.
    const inMemory = location === '' || location.startsWith('memory:');
    return { kind: 'pglite', dataDir: inMemory ? undefined : location };
  }
  if (url.startsWith('postgresql://') || url.startsWith('postgres://')) {
    return { kind: 'postgres', url };
  }
  throw new Error(`DATABASE_URL no es válido: use "pglite:<carpeta>" o "postgresql://…" (recibido "${url.split(':')[0]}:…")`);
}
