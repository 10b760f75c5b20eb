import { teamPaths } from '../../team/team-paths.ts';
import { studioCopy, studioTitle } from '../studio-copy.ts';

const copy = studioCopy.team;

/** After signing out of the studio run for a team. */
export function SignedOutPage() {
  return (
    <>
      <title>{studioTitle(copy.signedOutTitle)}</title>
      <h1>{copy.signedOutTitle}</h1>
      <p className="studio-lead">{copy.signedOutBody}</p>
      <p>
        <a href={teamPaths.signIn}>{copy.signInAgain}</a>
      </p>
    </>
  );
}
