// Which hosts the server may send a request to on a URL someone else gave it (a browser's push
// subscription endpoint): an allow-list of `host[:port]` entries, so that a subscription cannot make
// the server call an internal address (request forgery: 127.0.0.1, 10.x, 169.254.169.254, …).
//
// The rules, also in README («Notificaciones push»):
//   - `fcm.googleapis.com` matches exactly that host, on https and port 443;
//   - `*.notify.windows.com` matches any name ending in `.notify.windows.com` (one or more labels
//     before it), never the bare `notify.windows.com`; `*` stands only for whole leading labels;
//   - `host:8443` allows that port only; without a port only 443;
//   - `http://127.0.0.1:4567` (scheme written out) allows plain http to that loopback host and port:
//     only for a test's local push service, refused with NODE_ENV=production (config.ts), and only
//     loopback (127.0.0.0/8, ::1, localhost) — a plain-http entry never reaches another machine.
//   - A URL with a user or password (`https://fcm.googleapis.com@10.0.0.1/`), another scheme, or a host
//     not listed is refused. IP literals only match when an entry names that very literal.

/** One parsed entry of PUSH_ALLOWED_HOSTS. */
export interface HostPermitido {
  /** Lower-case host name, without the `*.` of a wildcard. */
  host: string;
  /** `*.host`: any subdomain of host (not host itself). */
  comodin: boolean;
  port: number;
  protocolo: 'https:' | 'http:';
}

/** The major browsers' push services (Chrome/Android, Firefox, Edge/Windows, Safari). */
export const PUSH_HOSTS_POR_DEFECTO =
  'fcm.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const LOOPBACK = /^(127(\.\d{1,3}){3}|\[::1\]|localhost)$/;

/** Parses the comma-separated list; throws a Spanish message naming the first bad entry. */
export function parseHostsPermitidos(texto: string): HostPermitido[] {
  const entradas = texto
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return entradas.map((entrada) => {
    const http = entrada.startsWith('http://');
    const resto = http ? entrada.slice('http://'.length) : entrada;
    const match = /^(\*\.)?([a-z0-9.-]+|\[::1\])(?::(\d{1,5}))?$/.exec(resto);
    const port = match?.[3] ? Number(match[3]) : http ? 80 : 443;
    const host = match?.[2] ?? '';
    const nombreValido = host === '[::1]' || host.split('.').every((label) => LABEL.test(label));
    if (!match || !nombreValido || port < 1 || port > 65535)
      throw new Error(`«${entrada}» no es un host[:puerto] válido (p. ej. fcm.googleapis.com o *.notify.windows.com)`);
    if (http && (match[1] || !LOOPBACK.test(host)))
      throw new Error(`«${entrada}»: http:// solo se admite para un host de loopback escrito tal cual (pruebas)`);
    return { host, comodin: Boolean(match[1]), port, protocolo: http ? 'http:' : 'https:' };
  });
}

/** Whether the server may POST to `url`: parsed, no credentials, an allowed scheme, host and port. */
export function urlPermitida(url: string, permitidos: readonly HostPermitido[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const host = parsed.hostname.toLowerCase();
  const port = parsed.port ? Number(parsed.port) : parsed.protocol === 'https:' ? 443 : 80;
  return permitidos.some(
    (p) =>
      p.protocolo === parsed.protocol &&
      p.port === port &&
      (p.comodin ? host.endsWith(`.${p.host}`) && host.length > p.host.length + 1 : host === p.host),
  );
}
