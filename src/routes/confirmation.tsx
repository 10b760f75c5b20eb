import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { ConfirmationPage } from '../features/confirmation/ConfirmationPage.tsx';
import { WasThisHelpful } from '../features/was-this-helpful/WasThisHelpful.tsx';
import { readLeadConfirmation } from '../lib/leads/lead-confirmation.ts';
import { journeyCategories, journeyOfConfirmation } from '../site/journey-routes.ts';

/**
 * The confirmation page. Its origin and response data come in navigation state; reached without
 * a submission, it sends the visitor to help home rather than show an empty reference. Its code
 * comes while the customer is on 'Check your answers', so a connection lost as the reply arrives
 * still shows the reference (decision 046).
 */
export const Route = createFileRoute('/confirmation')({
  beforeLoad: ({ location, preload }) => {
    // A preload (from 'Check your answers', decision 046) fetches the page and is not a visit.
    if (preload || readLeadConfirmation(location.state)) return;
    throw redirect({ to: '/', replace: true });
  },
  component: ConfirmationRoute,
});

function ConfirmationRoute() {
  const confirmation = readLeadConfirmation(useLocation({ select: (location) => location.state }));
  if (!confirmation) return null;
  const { origin } = confirmation;
  return (
    <ConfirmationPage
      confirmation={confirmation}
      after={
        <WasThisHelpful
          key={origin}
          subject={{
            about: 'journey',
            name: journeyOfConfirmation(origin),
            category: journeyCategories[origin],
          }}
        />
      }
    />
  );
}
