import { useEffect } from 'react';
import { config } from '../../site/config.ts';
import { siteCopy } from '../../site/site-copy.ts';
import { leaveSite } from './leave-site.ts';

/** Any path the router does not know goes to the main site's page-not-found page (SPEC section 2). */
export function PageNotFoundRedirect({
  to = config.externalLinks.mainSitePageNotFound,
}: {
  to?: string;
}) {
  useEffect(() => leaveSite(to), [to]);
  return (
    // Marked so the build's prerenderer knows this is no page of the site (decision 015).
    <div className="page-width" data-page-not-found="">
      <h1 tabIndex={-1}>{siteCopy.pageNotFound.title}</h1>
      <p>
        <a href={to}>{siteCopy.pageNotFound.body}</a>
      </p>
    </div>
  );
}
