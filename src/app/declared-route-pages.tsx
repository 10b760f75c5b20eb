import { useLoaderData, useLocation, useMatch } from '@tanstack/react-router';
import { declaredJourneys } from '../schema-forms/compiled/declared-journeys.ts';
import type { StepEngine } from '../schema-forms/composed-step.ts';
import type { JourneyLeadMapper } from '../schema-forms/journey-lead-mapper.ts';
import { ConfirmationPage } from '../features/confirmation/ConfirmationPage.tsx';
import { DeclaredCheckAnswersPage } from '../features/declared-journeys/DeclaredCheckAnswersPage.tsx';
import { readDeclaredConfirmation } from '../features/declared-journeys/declared-confirmation.ts';
import { DeclaredStepPage } from '../features/declared-journeys/DeclaredStepPage.tsx';

/**
 * The pages of a journey declared as data (decision 055), as its routes load them when a
 * customer first opens one: each finds its journey and step from what its route declares.
 */
function useDeclaredPlace() {
  const place = useMatch({ strict: false, select: (match) => match.staticData.declaredStep });
  const journey = declaredJourneys.find((declared) => declared.id === place?.journeyId);
  if (!place || !journey) throw new Error('A declared page without its journey');
  return { journey, index: place.index };
}

export function DeclaredStepRoute() {
  const { journey, index } = useDeclaredPlace();
  const { change } = useLocation({ select: (location) => location.search }) as {
    change?: string;
  };
  return <DeclaredStepPage journey={journey} index={index} change={change} />;
}

export function DeclaredCheckAnswersRoute() {
  const { journey } = useDeclaredPlace();
  const { engines, mapper } = useLoaderData({ strict: false }) as {
    engines: StepEngine[];
    mapper: JourneyLeadMapper;
  };
  return <DeclaredCheckAnswersPage journey={journey} engines={engines} mapper={mapper} />;
}

export function DeclaredConfirmationRoute() {
  const { journey } = useDeclaredPlace();
  const state = useLocation({ select: (location) => location.state });
  const response = readDeclaredConfirmation(state, journey.id);
  return response ? (
    <ConfirmationPage confirmation={{ response }} words={journey.confirmation} />
  ) : null;
}
