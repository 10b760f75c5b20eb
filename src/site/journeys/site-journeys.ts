import { complaintRoutes } from '../journey-routes.ts';
import type { JourneyPages } from './journey-pages.ts';

/**
 * The journeys whose pages are their own file routes and features (src/routes, src/features),
 * older than journeys declared as data (decision 055): their pages, named once here for the
 * lists derived from them. In the order help pages link to them most.
 */
export const ownPageJourneys: readonly JourneyPages[] = [
  {
    id: 'submit-meter-read',
    entries: ['/submit-meter-read'],
    steps: [{ route: '/submit-meter-read', formId: 'meter-read' }],
    checkAnswers: '/submit-meter-read/check-answers',
  },
  {
    id: 'complaints/{complaint}',
    entries: [
      '/make-a-complaint-select-type',
      '/make-a-complaint-select-energy',
      ...complaintRoutes.map((complaint) => `/complaints/${complaint}`),
    ],
    steps: [
      { route: '/make-a-complaint-select-type', formId: 'complaint-type' },
      { route: '/make-a-complaint-select-energy', formId: 'energy-customer-type' },
      { route: '/complaints/$complaint/', formId: 'complaint-details' },
      { route: '/complaints/$complaint/query', formId: 'complaint-query' },
    ],
    checkAnswers: '/complaints/$complaint/check-answers',
  },
  {
    id: 'complaints/feedback',
    entries: ['/complaints/feedback'],
    steps: [
      { route: '/complaints/feedback/', formId: 'feedback-credit' },
      { route: '/complaints/feedback/personal-details', formId: 'feedback-details' },
    ],
    checkAnswers: '/complaints/feedback/check-answers',
  },
];
