import { EmergencyNumberList } from '../../lib/recovery/EmergencyNumberList.tsx';
import type { Ref } from 'react';
import { siteErrorWords } from '../../site/site-error-words.ts';

/**
 * The site's error page as plain elements: a heading, "Try again" (a full load of the same
 * address), help home and the emergency numbers. Plain links only, so it works as HTML before
 * any script has run (the build writes it into index.html) as well as in the app.
 */
export function SiteErrorContent({
  retryHref,
  headingRef,
}: {
  readonly retryHref: string;
  readonly headingRef?: Ref<HTMLHeadingElement>;
}) {
  const words = siteErrorWords;
  return (
    <div className="site-error">
      <h1 tabIndex={-1} ref={headingRef}>
        {words.title}
      </h1>
      <p>{words.body}</p>
      <p>
        <a className="site-error__retry" href={retryHref}>
          {words.retry}
        </a>
      </p>
      <p>
        <a href={words.homeHref}>{words.homeLink}</a>
      </p>
      <h2>{words.emergencyHeading}</h2>
      <EmergencyNumberList />
    </div>
  );
}
