/**
 * Whether a typed email fits the server's mask ('ju***@gm***.com': first characters of the name
 * and of the domain, and the domain's last label), so a typo is caught before asking again.
 */
export function matchesMaskedEmail(email: string, masked: string): boolean {
  const match = /^(.*)\*\*\*@(.*)\*\*\*(.*)$/.exec(masked);
  if (!match) return true;
  const [, localStart = '', hostStart = '', suffix = ''] = match;
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const local = email.slice(0, at).toLowerCase();
  const domain = email.slice(at + 1).toLowerCase();
  return (
    local.startsWith(localStart.toLowerCase()) &&
    domain.startsWith(hostStart.toLowerCase()) &&
    domain.endsWith(suffix.toLowerCase())
  );
}
