import type { ReactNode } from 'react';
import { FormsListPage } from './pages/FormsListPage.tsx';
import { FormPage } from './pages/FormPage.tsx';
import { HistoryPage } from './pages/HistoryPage.tsx';
import { JourneysPage } from './pages/JourneysPage.tsx';
import { ReviewPage } from './pages/ReviewPage.tsx';
import { MessagesPage } from './pages/MessagesPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { AccountPage } from './pages/AccountPage.tsx';
import { SignedInPage } from './pages/SignedInPage.tsx';
import { SignedOutPage } from './pages/SignedOutPage.tsx';
import { SignInPage } from './pages/SignInPage.tsx';
import { studioPaths } from './studio-paths.ts';
import { teamPaths } from '../team/team-paths.ts';

/**
 * The page for an address under /studio/. Each studio page is a page load of its own (plain
 * links, no client-side router): the studio is four pages on the editor's own computer, and a
 * fresh load always shows the files as the server holds them.
 */
export function studioPageFor(pathname: string): ReactNode {
  if (pathname === studioPaths.forms) return <FormsListPage />;
  if (pathname === studioPaths.review) return <ReviewPage />;
  if (pathname === studioPaths.messages) return <MessagesPage />;
  if (pathname === studioPaths.journeys) return <JourneysPage />;
  // The studio run for a team (decision 061); its server serves these only in that mode.
  if (pathname === teamPaths.signIn) return <SignInPage />;
  if (pathname === teamPaths.signedIn) return <SignedInPage />;
  if (pathname === teamPaths.signedOut) return <SignedOutPage />;
  if (pathname === teamPaths.account) return <AccountPage />;
  const historyOf = studioPaths.historyFormIdOf(pathname);
  if (historyOf !== undefined) return <HistoryPage formId={historyOf} />;
  const formId = studioPaths.formIdOf(pathname);
  if (formId !== undefined) return <FormPage formId={formId} />;
  return <NotFoundPage />;
}
