import { mainApi } from '../../lib/http/http-clients';
import { logError } from '../../lib/telemetry/log-error';

/** What the users query says about the email the customer gave. */
export interface UserLookup {
  /** Whether the main API knows a user with that email. */
  readonly known: boolean;
}

/**
 * The feedback flow's users query (SPEC section 7: "Feedback uses a users query, then posts a
 * feedback lead"): GET /v1/users?email= on the main API. Its failure never blocks the feedback
 * (SPEC section 8, account lookup failures are only logged): it resolves to undefined instead.
 */
export async function lookUpUser(email: string): Promise<UserLookup | undefined> {
  try {
    const body = await mainApi.get<{ data?: unknown }>('users', { searchParams: { email } });
    return { known: Array.isArray(body.data) && body.data.length > 0 };
  } catch (error) {
    logError(error, { source: 'feedback-users-query' });
    return undefined;
  }
}
