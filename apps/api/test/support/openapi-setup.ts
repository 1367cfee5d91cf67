// Fails the running test when an answer it received disagreed with /api/openapi.json
// (the answers are checked where the test apps are built: test/support/openapi-validator.ts).
import { afterEach } from 'vitest';

import { takeOpenApiDrifts } from './openapi-validator.ts';

afterEach(() => {
  const drifts = takeOpenApiDrifts();
  if (drifts.length) throw new Error(`The answers disagree with /api/openapi.json:\n${drifts.join('\n')}`);
});
