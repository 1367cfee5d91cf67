// The three states every list or figure screen has before its content: loading, error, empty.
import type { ReactNode } from 'react';

import { errorMessage } from '../../lib/api-errors.ts';
import { ErrorState, TableSkeleton } from './states.tsx';

interface QueryLike<T> {
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** The Spanish message when the server gives none. */
  failure: string;
  rows?: number;
  /** Shown instead of the content when `isEmpty(data)`. */
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  children(data: T): ReactNode;
}

export function QueryView<T>({ query, failure, rows = 3, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.isLoading || (!query.isError && query.data === undefined)) return <TableSkeleton rows={rows} />;
  if (query.isError) return <ErrorState message={errorMessage(query.error, failure)} />;
  const data = query.data as T;
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
