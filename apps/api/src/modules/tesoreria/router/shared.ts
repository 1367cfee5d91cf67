import { z } from 'zod';

import { uuidField } from '@horizonte/contracts';

export const tags = ['Tesorería'];
export const idInput = z.object({ id: uuidField });
