import { useRouter } from '@tanstack/react-router';
import { CannotShow } from '../shared/CannotShow.tsx';
import '../help-content.css';

/** An article that failed to load: logged, with a retry and ways on, never an empty page. */
export function ArticleError({ error }: { readonly error: unknown }) {
  const router = useRouter();
  return (
    <div className="page-width">
      <CannotShow error={error} source="article-page" onRetry={() => void router.invalidate()} />
    </div>
  );
}
