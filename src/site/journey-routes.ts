/**
 * The journeys that end on the confirmation page, named once (SPEC section 2): the complaint and
 * enquiry routes (complaints/{complaint}) and feedback. The complaints feature keeps what each
 * route stands for; the confirmation, the prerenderer and the tests read the names from here.
 */

/** The complaint and enquiry routes of SPEC section 2 (complaints/{complaint}). */
export const complaintRoutes = [
  'gas-and-electricity',
  'enquiry-gas-and-electricity',
  'pay-as-you-go',
  'enquiry-pay-as-you-go',
] as const;
export type ComplaintRoute = (typeof complaintRoutes)[number];

/** The journeys a confirmation can come from: each complaint route, and feedback. */
export const confirmationOrigins = [...complaintRoutes, 'feedback'] as const;
export type ConfirmationOrigin = (typeof confirmationOrigins)[number];

/**
 * A journey's name in the events content teams read (src/lib/analytics/journey-events.ts): the
 * path of its first page under the base path, as the lead journeys table names it too.
 */
export type JourneyId =
  | 'make-a-complaint-select-type'
  | `complaints/${ComplaintRoute}`
  | 'complaints/feedback'
  | 'submit-meter-read';

/** The journey of a complaint or enquiry route: complaints/{complaint}. */
export const complaintJourneyOf = (route: ComplaintRoute) => `complaints/${route}` as const;

/** A journey's end, as analytics names it ("Was this page helpful?"): the journey and its kind. */
export interface JourneyEnd {
  readonly name: JourneyId;
  readonly category: 'complaint' | 'enquiry' | 'feedback' | 'meter-read';
}

/** The journey a confirmation ends, by the name the journey events use. */
export const journeyOfConfirmation = (origin: ConfirmationOrigin): JourneyId =>
  origin === 'feedback' ? 'complaints/feedback' : complaintJourneyOf(origin);

/** What kind of journey each confirmation ends. */
export const journeyCategories: Readonly<
  Record<ConfirmationOrigin, Exclude<JourneyEnd['category'], 'meter-read'>>
> = {
  'gas-and-electricity': 'complaint',
  'enquiry-gas-and-electricity': 'enquiry',
  'pay-as-you-go': 'complaint',
  'enquiry-pay-as-you-go': 'enquiry',
  feedback: 'feedback',
};

/** The meter-read journey, which ends on its own success page (SPEC section 2). */
export const meterReadJourneyEnd: JourneyEnd = {
  name: 'submit-meter-read',
  category: 'meter-read',
};
