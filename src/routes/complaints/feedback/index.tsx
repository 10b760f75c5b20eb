import { createFileRoute } from '@tanstack/react-router';
import { FeedbackCreditPage } from '../../../features/feedback/FeedbackCreditPage.tsx';

/** 'We owe you' (SPEC section 2); a static route, so it wins over complaints/{complaint}. */
export const Route = createFileRoute('/complaints/feedback/')({
  component: FeedbackCreditPage,
});
