import path from 'node:path';
import { compiledFolder } from '../../form-compiler/form-sources.ts';

/** What the forms preview's request becomes for the signed-in editor (decision 061). */
export type EditorPreviewAddress =
  | { readonly kind: 'refused' }
  | { readonly kind: 'their-copy'; readonly url: string }
  | { readonly kind: 'as-asked' };

export interface EditorPreviewPlaces {
  /** The dev server's base path, ending in '/'. */
  readonly base: string;
  /** The service's own checkout, the dev server's root. */
  readonly root: string;
  /** The folder of every editor's copy (STUDIO_WORKSPACES). */
  readonly copies: string;
  /** The signed-in editor's copy, from their session; undefined when nobody is signed in. */
  readonly ownCopy: string | undefined;
  /** Whether a file is there (a copy's compiled folder holds only what its compile wrote). */
  readonly exists: (file: string) => boolean;
}

/** The file an address of the dev server names: under its root, or anywhere by /@fs/. */
function fileOf(pathname: string, { base, root }: EditorPreviewPlaces): string | undefined {
  if (!pathname.startsWith(base)) return undefined;
  const rest = pathname.slice(base.length);
  return rest.startsWith('@fs/')
    ? path.resolve('/', rest.slice('@fs'.length))
    : path.join(root, rest);
}

/** Whether `file` is inside `folder` (not the folder itself). */
export const isInside = (folder: string, file: string): boolean => {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** The compiled forms, and the forms' examples files (the preview reads those in dev). */
const isFromTheCopy = (inRoot: string): boolean =>
  path.dirname(inRoot) === compiledFolder ||
  /^schemas\/forms\/([^/]+)\/\1\.examples\.json$/.test(inRoot);

/**
 * Where a request for a module of the forms preview goes in the studio run for a team. The
 * site's compiled forms (src/schema-forms/compiled/, compiled in each copy) and the forms'
 * examples are answered from the signed-in editor's own copy, so their preview shows their
 * edits; the copy is the session's, never one the address names. An address that reaches into the copies' folder itself is
 * answered only inside the editor's own copy: nobody sees another editor's files.
 */
export function editorPreviewAddress(
  url: string,
  places: EditorPreviewPlaces,
): EditorPreviewAddress {
  const cut = url.search(/[?#]/);
  const [pathname, query] = cut === -1 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
  let file: string | undefined;
  try {
    file = fileOf(decodeURIComponent(pathname), places);
  } catch {
    return { kind: 'refused' };
  }
  if (!file) return { kind: 'as-asked' };
  const { copies, ownCopy } = places;
  if (file === copies || isInside(copies, file)) {
    return ownCopy && isInside(ownCopy, file) ? { kind: 'as-asked' } : { kind: 'refused' };
  }
  const inRoot = path.relative(places.root, file);
  if (!ownCopy || !isFromTheCopy(inRoot)) return { kind: 'as-asked' };
  const inCopy = path.join(ownCopy, inRoot);
  return places.exists(inCopy)
    ? { kind: 'their-copy', url: `${places.base}@fs${inCopy}${query}` }
    : { kind: 'as-asked' };
}
