import { useLocation } from '@tanstack/react-router';
import { config } from '../../site/config.ts';
import { basePath } from '../../site/site-paths.ts';
import { siteCopy } from '../../site/site-copy.ts';

/** Robots settings a page may ask for (SPEC section 1). */
export type RobotsSetting = 'nosnippet' | 'noindex,nofollow,noarchive';

export interface PageHeadProps {
  /** The whole document title. */
  readonly title: string;
  readonly description?: string;
  readonly robots?: RobotsSetting;
}

/**
 * The page's title, description, robots and canonical link, hoisted into <head> by React 19.
 * The canonical link is always on the www host (SPEC section 1) and never carries a query.
 */
export function PageHead({ title, description, robots }: PageHeadProps) {
  const { pathname } = useLocation();
  const path = pathname.startsWith(basePath) ? pathname : `${basePath}${pathname}`;
  const canonical = `https://${config.canonicalHost}${path.replace(/\/$/, '') || basePath}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description || siteCopy.defaultMetaDescription} />
      {robots ? <meta name="robots" content={robots} /> : null}
      <link rel="canonical" href={canonical} />
    </>
  );
}
