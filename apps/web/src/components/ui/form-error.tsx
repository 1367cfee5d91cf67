import { Alert } from './alert.tsx';

/** The message of a failed submit under its form (nothing while there is none). */
export function FormError({ error, className }: { error: string | null; className?: string }) {
  return error ? (
    <Alert tone="error" className={className}>
      {error}
    </Alert>
  ) : null;
}
