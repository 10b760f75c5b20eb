import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A link to a page of a journey declared as data. Its routes are made from the declarations when
 * the app starts (decision 055), so the generated route tree's types do not know their paths.
 */
export function DeclaredLink({
  to,
  change,
  children,
}: {
  readonly to: string;
  /** The answer a 'Change' link opens its step on. */
  readonly change?: string;
  readonly children: ReactNode;
}) {
  return (
    <Link to={to as '/'} search={(change ? { change } : {}) as never}>
      {children}
    </Link>
  );
}
