import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { basePath } from '../../site/site-paths.ts';

export interface ContentLinkProps {
  /** An address from content: a path of this site, a main-site path or an absolute URL. */
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
  /** Words a screen reader hears after the link text when it leaves the help site. */
  readonly externalHint?: string;
}

/** The part of an address after the base path, if it is a page of this app. */
export function appPathOf(href: string): string | undefined {
  if (href === basePath || href === `${basePath}/`) return '/';
  if (href.startsWith(`${basePath}/`)) return href.slice(basePath.length);
  return undefined;
}

/** Whether an address is on another host (an absolute or protocol-relative URL). */
export function isOtherHost(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(href) || href.startsWith('//');
}

/**
 * A link from content: in-app addresses navigate inside the app (no reload), anything else is
 * a plain link; links to other hosts get rel="noopener noreferrer".
 */
export function ContentLink({ href, children, className, externalHint }: ContentLinkProps) {
  const appPath = appPathOf(href);
  if (appPath !== undefined) {
    return (
      <Link to={appPath} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={className}
      rel={isOtherHost(href) ? 'noopener noreferrer' : undefined}
    >
      {children}
      {/* The space sits outside the hidden span: inside it, it is dropped from the link's name. */}
      {externalHint ? (
        <>
          {' '}
          <span className="visually-hidden">({externalHint})</span>
        </>
      ) : null}
    </a>
  );
}
