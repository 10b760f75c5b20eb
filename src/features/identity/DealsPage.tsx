import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NucleusScripts } from '../../lib/content/NucleusScripts.tsx';
import { PageHead } from '../../lib/head/PageHead.tsx';
import { identityCopy } from '../../lib/identity/identity-copy.ts';
import { LoadingStatus } from '../../lib/loading/LoadingStatus.tsx';
import { SanitisedHtml } from '../../lib/sanitise/SanitisedHtml.tsx';
import { logError } from '../../lib/telemetry/log-error.ts';
import { dealsPageQuery } from './deals-page-query.ts';
import { ProtectedPage } from './ProtectedPage.tsx';
import './identity.css';

const words = identityCopy.deals;

/** The protected deals page (SPEC section 2): content only signed-in customers may see. */
export function DealsPage() {
  // The history's path is the full URL path, base path included, as the browser shows it.
  const returnPath = useRouter().history.location.pathname;
  return (
    <ProtectedPage returnPath={returnPath}>
      <DealsContent />
    </ProtectedPage>
  );
}

function DealsContent() {
  const query = useQuery(dealsPageQuery);
  useEffect(() => {
    if (query.error) logError(query.error, { source: 'deals-page' });
  }, [query.error]);

  if (query.isPending) {
    return (
      <div className="page-width">
        <LoadingStatus text={words.loading} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="page-width">
        <h1 tabIndex={-1}>{words.unavailableTitle}</h1>
        <p>{words.unavailableBody}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {words.retry}
        </button>
      </div>
    );
  }
  const page = query.data;
  return (
    <div className="page-width">
      <PageHead title={`${page.title}${words.titleSuffix}`} description={page.description} />
      <h1 tabIndex={-1}>{page.title}</h1>
      <SanitisedHtml kind="article" html={page.markup} className="deals-content" />
      {page.nucleusContent ? <NucleusScripts /> : null}
    </div>
  );
}
