import { Building2 } from 'lucide-react';

import { MSG_COMUNES } from '@horizonte/contracts';

import { errorMessage, errorStatus } from '../../../lib/api-errors.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';

/** The portal of a complex that does not exist (or could not be loaded). */
export function PortalNotFound({ error }: { error: unknown }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="max-w-md p-8 text-center">
        <Building2 className="mx-auto h-10 w-10 text-slate-500" aria-hidden />
        <h1 className="mt-3 text-2xl font-bold">{MSG_COMUNES.complexNotFound}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{MSG_COMUNES.complexNotFoundHint}</p>
        {error && errorStatus(error) !== 404 ? (
          <Alert tone="error" className="mt-4 text-left">
            {errorMessage(error, MSG_COMUNES.propertyNotFound)}
          </Alert>
        ) : null}
      </Card>
    </main>
  );
}
