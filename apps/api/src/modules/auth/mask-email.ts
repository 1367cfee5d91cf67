/**
 * Shows enough of an email for its owner to recognise it: 'juan.perez@gmail.com' → 'ju***@gm***.com'.
 * Keeps the first two characters of the name and of the domain, and the last domain label.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const suffix = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 2)}***@${host.slice(0, 2)}***${suffix}`;
}
