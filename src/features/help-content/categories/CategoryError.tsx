import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageHead } from '../../../lib/head/PageHead.tsx';
import { logError } from '../../../lib/telemetry/log-error.ts';
import { emergenciesFallback } from './emergencies-fallback.ts';
import { helpCopy } from '../help-content-copy.ts';
import { pageTitle } from '../../../site/page-title.ts';
import { EmergenciesLayout } from '../layouts/EmergenciesLayout.tsx';
import { CannotShow } from '../shared/CannotShow.tsx';
import '../help-content.css';
import '../layouts/layouts.css';

/**
 * A category page whose content failed to load or broke its schema: logged, with a retry and
 * ways on. The emergencies page instead shows the emergency numbers shipped with the site, so
 * they show even when the content service is down.
 */
export function CategoryError({
  error,
  categoryId,
}: {
  readonly error: unknown;
  readonly categoryId: string;
}) {
  const router = useRouter();
  if (categoryId === 'emergencies') return <EmergenciesFallback error={error} />;
  return (
    <div className="page-width">
      <CannotShow error={error} source="category-page" onRetry={() => void router.invalidate()} />
    </div>
  );
}

function EmergenciesFallback({ error }: { readonly error: unknown }) {
  useEffect(() => logError(error, { source: 'emergencies-page' }), [error]);
  const data = emergenciesFallback;
  return (
    <div className="page-width help-category help-category--emergencies">
      <PageHead title={pageTitle(data.hero.title)} />
      <EmergenciesLayout data={data} note={helpCopy.emergencies.fallbackNote} />
    </div>
  );
}
