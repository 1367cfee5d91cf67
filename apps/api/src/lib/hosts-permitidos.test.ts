import { describe, expect, it } from 'vitest';

import { parseHostsPermitidos, PUSH_HOSTS_POR_DEFECTO, urlPermitida } from './hosts-permitidos.ts';

const defecto = parseHostsPermitidos(PUSH_HOSTS_POR_DEFECTO);

describe('PUSH_ALLOWED_HOSTS', () => {
  it('allows the browsers’ push services, on https and 443 only', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://db5p.notify.windows.com/w/?token=abc',
      'https://wns2-bn3p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGm1',
    ])
      expect(urlPermitida(url, defecto), url).toBe(true);
  });

  it('refuses internal addresses, other ports and schemes, look-alikes and userinfo tricks', () => {
    for (const url of [
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/x',
      'https://localhost/x',
      'https://fcm.googleapis.com:444/x',
      'http://fcm.googleapis.com/x',
      'ftp://fcm.googleapis.com/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://notify.windows.com/x',
      'https://evilnotify.windows.com/x',
      'https://fcm.googleapis.com@10.0.0.1/x',
      'https://u:p@fcm.googleapis.com/x',
      'no es una url',
    ])
      expect(urlPermitida(url, defecto), url).toBe(false);
  });

  it('takes http only for a loopback host written out with its scheme (a test’s push service)', () => {
    const hosts = parseHostsPermitidos('fcm.googleapis.com, http://127.0.0.1:4567');
    expect(urlPermitida('http://127.0.0.1:4567/push/a', hosts)).toBe(true);
    expect(urlPermitida('http://127.0.0.1:4568/push/a', hosts)).toBe(false);
    expect(urlPermitida('https://127.0.0.1:4567/push/a', hosts)).toBe(false);
    expect(() => parseHostsPermitidos('http://10.0.0.1:80')).toThrow(/loopback/);
    expect(() => parseHostsPermitidos('http://*.example.com')).toThrow(/loopback/);
    expect(() => parseHostsPermitidos('https://fcm.googleapis.com')).toThrow(/host\[:puerto\]/);
    expect(() => parseHostsPermitidos('fcm.googleapis.com:99999')).toThrow(/host\[:puerto\]/);
  });
});
