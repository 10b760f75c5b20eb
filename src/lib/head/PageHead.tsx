import { useLocation } from '@tanstack/react-router';
import { config } from '../../site/config.ts';
import { servedPathOf } from '../../site/site-paths.ts';
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
 * The canonical link is the page's served address on the www host (SPEC section 1), never with
 * a query.
 */
export function PageHead({ title, description, robots }: PageHeadProps) {
  const { pathname } = useLocation();
  // The page's own address: a canonical link that the server redirects is no page's address.
  const canonical = `https://${config.canonicalHost}${servedPathOf(pathname)}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description || siteCopy.defaultMetaDescription} />
      {robots ? <meta name="robots" content={robots} /> : null}
      <link rel="canonical" href={canonical} />
    </>
  );
}
