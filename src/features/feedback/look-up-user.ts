import { loadMainApi } from '../../lib/http/load-main-api';
import { logError } from '../../lib/telemetry/log-error';

/** What the users query says about the email the customer gave. */
export interface UserLookup {
  /** Whether the main API knows a user with that email. */
  readonly known: boolean;
}

/** The JSON:API type of the search document the users query posts. */
export const userSearchType = 'user-searches';

/**
 * The feedback flow's users query (SPEC section 7: "Feedback uses a users query, then posts a
 * feedback lead"): POST /v1/users/search on the main API, the email in a JSON:API document in
 * the body, never in the address, which server logs, telemetry and history keep (decision 011).
 * Its failure never blocks the feedback (SPEC section 8, account lookup failures are only
 * logged): it resolves to undefined instead.
 */
export async function lookUpUser(email: string): Promise<UserLookup | undefined> {
  try {
    const [{ mainApi }, { serialise }] = await Promise.all([loadMainApi(), import('kitsu-core')]);
    const body = await mainApi.post<{ data?: unknown }>(
      'users/search',
      serialise(userSearchType, { email: email.trim() }, 'POST'),
    );
    return { known: Array.isArray(body.data) && body.data.length > 0 };
  } catch (error) {
    logError(error, { source: 'feedback-users-query' });
    return undefined;
  }
}
