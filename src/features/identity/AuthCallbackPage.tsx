import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { basePath } from '../../site/site-paths.ts';
import { PageHead } from '../../lib/head/PageHead.tsx';
import { identityCopy } from '../../lib/identity/identity-copy.ts';
import { leaveSite } from '../../lib/navigation/leave-site.ts';
import { signInOutcome } from './sign-in-outcome.ts';

const words = identityCopy.authCallback;

/**
 * Where the identity service returns the customer (issue 6). The tokens were already taken out of
 * the URL before the app started (src/lib/identity/clear-token-fragment.ts); this page checks the
 * state and replaces itself with the page the sign-in started from. It sends no referrer.
 */
export function AuthCallbackPage() {
  const router = useRouter();
  const [result] = useState(signInOutcome);

  useEffect(() => {
    if (result.outcome !== 'signed-in') return;
    const { returnPath } = result;
    if (returnPath === basePath || returnPath.startsWith(`${basePath}/`)) {
      router.history.replace(returnPath);
    } else {
      leaveSite(returnPath, 'replace');
    }
  }, [result, router]);

  return (
    <div className="page-width">
      <PageHead title={words.title} robots="noindex,nofollow,noarchive" />
      <meta name="referrer" content="no-referrer" />
      {result.outcome === 'signed-in' ? (
        <h1 tabIndex={-1}>{words.working}</h1>
      ) : (
        <>
          <h1 tabIndex={-1}>{words.failedTitle}</h1>
          <p>{words.failedBody}</p>
          <p>
            <a href={`${basePath}/`}>{words.home}</a>
          </p>
        </>
      )}
    </div>
  );
}
