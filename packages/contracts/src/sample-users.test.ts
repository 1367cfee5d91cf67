import { describe, expect, it } from 'vitest';

import { sampleUsersMatching } from './sample-users.ts';

describe('sampleUsersMatching', () => {
  it('lists every sample user with no tipo and no search', () => {
    expect(sampleUsersMatching(null, '  ')).toHaveLength(6);
  });
  it('keeps one tipo, and searches name or email case-insensitively', () => {
    expect(sampleUsersMatching('residente', '').map((u) => u.nombre)).toEqual(['Carolina Ruiz', 'Valentina Ortiz']);
    expect(sampleUsersMatching(null, 'MEJÍA').map((u) => u.tipo)).toEqual(['super']);
    expect(sampleUsersMatching('admin', 'andres')).toEqual([]);
  });
});
