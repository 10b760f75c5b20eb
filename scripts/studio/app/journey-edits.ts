import type { StudioOperation } from './studio-api-types.ts';

/** What the journeys page's parts are given to change a journey and move focus. */
export interface JourneyEdits {
  readonly busy: boolean;
  /**
   * Applies an operation (or several, as one edit); once the page shows its result, focus goes to the first of `focusIds`
   * there (a refusal or a finding leaves it with the error summary). Resolves with whether it
   * was made and saved.
   */
  readonly apply: (
    operations: StudioOperation | readonly StudioOperation[],
    focusIds: readonly string[],
  ) => Promise<boolean>;
  readonly focusSoon: (ids: readonly string[]) => void;
}
