import { LoadingStatus } from '../../../lib/loading/LoadingStatus.tsx';

/** The loading state while content is fetched (SPEC sections 2 and 4), announced politely. */
export function ContentLoading({ text }: { readonly text: string }) {
  return (
    <div className="page-width">
      <LoadingStatus text={text} />
    </div>
  );
}
