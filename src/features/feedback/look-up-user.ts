import { loadMainApi } from '../../lib/http/load-main-api.ts';
import { loadSerialiser } from '../../lib/json-api/load-serialiser.ts';
import { logError } from '../../lib/telemetry/log-error.ts';

/** The JSON:API type of the search document the users query posts. */
export const userSearchType = 'user-searches';

/**
 * The feedback flow's users query (SPEC section 7: "Feedback uses a users query, then posts a
 * feedback lead. The users query details are not shown."): POST /v1/users/search on the main
 * API, the email in a JSON:API document in the body, never in the address, which server logs,
 * telemetry and history keep (decision 011). The call is made because the flow makes it; its
 * answer is not read, so it can never mark a guest as a customer (accountPrefix follows sign-in
 * only, SPEC sections 3 and 6). Its failure never blocks the feedback (SPEC section 8, account
 * lookup failures are only logged).
 */
export async function lookUpUser(email: string): Promise<void> {
  try {
    const [{ mainApi }, { serialise }] = await Promise.all([loadMainApi(), loadSerialiser()]);
    await mainApi.post('users/search', serialise(userSearchType, { email: email.trim() }, 'POST'));
  } catch (error) {
    logError(error, { source: 'feedback-users-query' });
  }
}
