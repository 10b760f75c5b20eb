import { studioCopy, studioTitle } from './studio-copy.ts';
import { studioPaths } from './studio-paths.ts';

/** A studio page's <title> and its link back to the list of forms, above everything else. */
export function PageTitleAndBack({ page }: { page: string }) {
  return (
    <>
      <title>{studioTitle(page)}</title>
      <a className="studio-back" href={studioPaths.forms}>
        {studioCopy.backToForms}
      </a>
    </>
  );
}
