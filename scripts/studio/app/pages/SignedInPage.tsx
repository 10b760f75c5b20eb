import { useEffect, useRef, useState } from 'react';
import { teamPaths } from '../../team/team-paths.ts';
import { finishSignIn } from '../sign-in-callback.ts';
import { studioCopy, studioTitle } from '../studio-copy.ts';
import { studioPaths } from '../studio-paths.ts';

const copy = studioCopy.team;

/** The identity provider's way back: finishes the sign-in, then opens the forms. */
export function SignedInPage() {
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void finishSignIn().then((signedIn) => {
      if (signedIn) location.replace(studioPaths.forms);
      else setFailed(true);
    });
  }, []);
  useEffect(() => {
    if (failed) heading.current?.focus();
  }, [failed]);
  if (!failed) {
    return (
      <>
        <title>{studioTitle(copy.signingInTitle)}</title>
        <h1>{copy.signingInTitle}</h1>
        <p role="status">{copy.signingIn}</p>
      </>
    );
  }
  return (
    <>
      <title>{studioTitle(copy.signInFailedTitle)}</title>
      <h1 tabIndex={-1} ref={heading}>
        {copy.signInFailedTitle}
      </h1>
      <p className="studio-lead">{copy.signInFailedBody}</p>
      <p>
        <a href={teamPaths.signIn}>{copy.signInAgain}</a>
      </p>
    </>
  );
}
