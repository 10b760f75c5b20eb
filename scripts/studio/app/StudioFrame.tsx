import type { ReactNode } from 'react';
import { studioCopy } from './studio-copy.ts';
import { studioPaths } from './studio-paths.ts';

/** Every studio page's frame: a skip link, the service's name and the page's main region. */
export function StudioFrame({ children }: { children: ReactNode }) {
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
        </div>
      </header>
      <main className="studio-width studio-main" id="studio-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
