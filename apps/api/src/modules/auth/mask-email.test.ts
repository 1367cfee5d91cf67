import { describe, expect, it } from 'vitest';

import { maskEmail } from './mask-email.ts';

describe('maskEmail', () => {
  it.each([
    ['juan.perez@gmail.com', 'ju***@gm***.com'],
    ['ana@horizonte.co', 'an***@ho***.co'],
    ['a@b.co', 'a***@b***.co'],
    ['laura@mail.empresa.com.co', 'la***@ma***.co'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
