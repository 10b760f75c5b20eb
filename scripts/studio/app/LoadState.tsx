import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StudioRefusal } from './studio-client.ts';
import { studioCopy } from './studio-copy.ts';

/**
 * A query's data once loaded; until then a status. If it fails: the server's own words when it
 * refused (no such form), otherwise what to do when the studio cannot be reached.
 */
export function LoadState<T>({
  query,
  children,
  errorHeading,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** The page's heading when it cannot show what it loads (its own heading comes with it). */
  errorHeading?: string;
}) {
  if (query.isError) {
    return (
      <>
        {errorHeading ? <h1>{errorHeading}</h1> : null}
        <div className="alert" role="alert">
          <p>
            {query.error instanceof StudioRefusal ? query.error.message : studioCopy.loadFailed}
          </p>
        </div>
      </>
    );
  }
  if (query.data === undefined) return <p role="status">{studioCopy.loading}</p>;
  return children(query.data);
}
