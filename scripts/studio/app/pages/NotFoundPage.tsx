import { studioCopy, studioTitle } from '../studio-copy.ts';
import { studioPaths } from '../studio-paths.ts';

/** An address under /studio/ that is no studio page. */
export function NotFoundPage() {
  return (
    <>
      <title>{studioTitle(studioCopy.notFoundTitle)}</title>
      <h1>{studioCopy.notFoundTitle}</h1>
      <p>{studioCopy.notFoundBody}</p>
      <p>
        <a href={studioPaths.forms}>{studioCopy.backToForms}</a>
      </p>
    </>
  );
}
