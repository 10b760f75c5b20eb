import { teamPaths } from '../../team/team-paths.ts';
import { studioCopy, studioTitle } from '../studio-copy.ts';

const copy = studioCopy.team;

/** The studio run for a team: sign in through the identity provider the site uses. */
export function SignInPage() {
  return (
    <>
      <title>{studioTitle(copy.signInTitle)}</title>
      <h1>{copy.signInTitle}</h1>
      <p className="studio-lead">{copy.signInBody}</p>
      <form method="post" action={teamPaths.signIn}>
        <button type="submit" className="button">
          {copy.signInButton}
        </button>
      </form>
    </>
  );
}
