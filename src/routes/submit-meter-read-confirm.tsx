import { createFileRoute } from '@tanstack/react-router';
import { MeterReadConfirmPage } from '../features/meter-read/MeterReadConfirmPage.tsx';
import { WasThisHelpful } from '../features/was-this-helpful/WasThisHelpful.tsx';
import { meterReadJourneyEnd } from '../site/journey-routes.ts';

/** The meter-read success page (SPEC section 2), asking whether it was helpful. */
export const Route = createFileRoute('/submit-meter-read-confirm')({
  component: () => (
    <MeterReadConfirmPage
      after={<WasThisHelpful subject={{ about: 'journey', ...meterReadJourneyEnd }} />}
    />
  ),
});
