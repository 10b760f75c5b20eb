import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { studioCopy } from './studio-copy.ts';

/** A query's data once loaded; until then a status, and if it fails the words of what to do. */
export function LoadState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <div className="alert" role="alert">
        <p>{query.error.message || studioCopy.loadFailed}</p>
        <p>{studioCopy.loadFailed}</p>
      </div>
    );
  }
  if (query.data === undefined) return <p role="status">{studioCopy.loading}</p>;
  return children(query.data);
}
