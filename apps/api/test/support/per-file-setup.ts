// The suite runs its files one after another in one process (vitest.config.ts: `isolate: false`), so the
// app's modules load once rather than once per file. Vitest runs this file again before each test file:
// what a file's numbering depends on starts fresh, as it would in a process of its own.
import { beforeAll } from 'vitest';

import { resetIds } from './tenants.ts';

beforeAll(() => resetIds());
