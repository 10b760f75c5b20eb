/** Who is signed in to the studio run for a team, as its server wrote it into the page. */
export interface SignedInEditor {
  readonly name: string;
  readonly email: string;
}

/** The signed-in editor, or undefined when the studio is one editor's tool (or nobody is in). */
export function signedInEditor(): SignedInEditor | undefined {
  const meta = document.querySelector('meta[name="studio-editor"]');
  const name = meta?.getAttribute('content');
  return meta && name ? { name, email: meta.getAttribute('data-email') ?? '' } : undefined;
}
