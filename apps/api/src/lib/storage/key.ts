// The keys both storages accept: lowercase path segments of letters, digits and dashes, as the
// server makes them (`pqrs/<id>/<uuid>`). Anything else is a bug, never a file name from a user.
const SAFE_KEY = /^[a-z0-9][a-z0-9/-]*$/;

export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//') || key.endsWith('/')) {
    throw new RangeError(`Clave de almacenamiento inválida: ${key}`);
  }
  return key;
}
