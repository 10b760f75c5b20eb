import type { ReactNode } from 'react';
import { ContentLink } from '../../../lib/navigation/ContentLink.tsx';
import { helpCopy } from '../help-content-copy.ts';

/** A link from help content; links that leave the help site say so to screen readers. */
export function HelpLink({
  href,
  external,
  className,
  children,
}: {
  readonly href: string;
  readonly external: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <ContentLink
      href={href}
      className={className}
      externalHint={external ? helpCopy.externalHint : undefined}
    >
      {children}
    </ContentLink>
  );
}
