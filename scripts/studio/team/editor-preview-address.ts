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

/**
 * Every file an address could name, however the dev server reads it: under its root, or as an
 * absolute path (Vite falls back to one when the root has no such file, and /@fs/ and /@id/ name
 * one outright), with or without the base path.
 */
function filesOf(pathname: string, { base, root }: EditorPreviewPlaces): string[] {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.slice(1);
  const named = /^@(fs|id)\/(__x00__)?/.exec(rest);
  return [
    path.join(root, rest),
    path.resolve('/', rest),
    ...(named ? [path.resolve('/', rest.slice(named[0].length))] : []),
  ];
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
 * edits; the copy is the session's, never one the address names. An address that could reach
 * into the copies' folder itself, by any reading, is answered only inside the editor's own copy:
 * nobody sees another editor's files, and nobody signed out sees any.
 */
export function editorPreviewAddress(
  url: string,
  places: EditorPreviewPlaces,
): EditorPreviewAddress {
  const cut = url.search(/[?#]/);
  const [pathname, query] = cut === -1 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'refused' };
  }
  const { base, root, copies, ownCopy } = places;
  const intoCopies = filesOf(decoded, places).filter(
    (file) => file === copies || isInside(copies, file),
  );
  if (intoCopies.some((file) => !ownCopy || !isInside(ownCopy, file))) return { kind: 'refused' };
  if (!ownCopy || intoCopies.length > 0 || !decoded.startsWith(base)) return { kind: 'as-asked' };
  // Read as the dev server reads it: decoded, with every '..' worked out.
  const inRoot = path.relative(root, path.join(root, decoded.slice(base.length)));
  if (!isFromTheCopy(inRoot)) return { kind: 'as-asked' };
  const inCopy = path.join(ownCopy, inRoot);
  return places.exists(inCopy)
    ? { kind: 'their-copy', url: `${base}@fs${encodeURI(inCopy)}${query}` }
    : { kind: 'as-asked' };
}
