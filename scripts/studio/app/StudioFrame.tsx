import type { ReactNode } from 'react';
import { fillMessage } from '../../../src/site/fill-message.ts';
import { teamPaths } from '../team/team-paths.ts';
import { signedInEditor } from './signed-in-editor.ts';
import { studioCopy } from './studio-copy.ts';
import { studioPaths } from './studio-paths.ts';

/**
 * Every studio page's frame: a skip link, the service's name (and, for a team, who is signed in
 * with a link to their account) and the page's main region.
 */
export function StudioFrame({ children }: { children: ReactNode }) {
  const editor = signedInEditor();
  return (
    <>
      <a className="skip-link" href="#studio-main">
        {studioCopy.skipLink}
      </a>
      <header className="studio-header">
        <div className="studio-width">
          <a className="studio-header__name" href={studioPaths.forms}>
            {studioCopy.serviceName}
          </a>
          {editor ? (
            <p className="studio-header__editor">
              {fillMessage(studioCopy.team.headerSignedIn, { name: editor.name })}{' '}
              <a href={teamPaths.account}>{studioCopy.team.headerAccount}</a>
            </p>
          ) : null}
        </div>
      </header>
      <main className="studio-width studio-main" id="studio-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
