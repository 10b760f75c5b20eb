import { fillMessage } from '../../../../src/site/fill-message.ts';
import { teamPaths } from '../../team/team-paths.ts';
import { signedInEditor } from '../signed-in-editor.ts';
import { studioCopy, studioTitle } from '../studio-copy.ts';
import { studioPaths } from '../studio-paths.ts';

const copy = studioCopy.team;

/** Who is signed in to the studio run for a team, and signing out. */
export function AccountPage() {
  const editor = signedInEditor();
  return (
    <>
      <title>{studioTitle(copy.accountTitle)}</title>
      <a className="studio-back" href={studioPaths.forms}>
        {studioCopy.backToForms}
      </a>
      <h1>{copy.accountTitle}</h1>
      {editor ? <p>{fillMessage(copy.signedInAs, { ...editor })}</p> : null}
      <p className="studio-lead">{copy.accountBody}</p>
      <form method="post" action={teamPaths.signOut}>
        <button type="submit" className="button button--secondary">
          {copy.signOutButton}
        </button>
      </form>
    </>
  );
}
