import { loadMainApi } from '../../lib/http/load-main-api.ts';
import { loadSerialiser } from '../../lib/json-api/load-serialiser.ts';
import { logError } from '../../lib/telemetry/log-error.ts';

/** The JSON:API type of the search document the users query posts. */
export const userSearchType = 'user-searches';

/**
 * How long the feedback waits for the users query before it posts the lead anyway (decision
 * 047): the query's answer is not used, so waiting longer only keeps the customer waiting.
 */
export const usersQueryWaitMs = 5_000;

/**
 * The feedback flow's users query (SPEC section 7: "Feedback uses a users query, then posts a
 * feedback lead. The users query details are not shown."): POST /v1/users/search on the main
 * API, the email in a JSON:API document in the body, never in the address, which server logs,
 * telemetry and history keep (decision 011). The call is made because the flow makes it; its
 * answer is not read, so it can never mark a guest as a customer (accountPrefix follows sign-in
 * only, SPEC sections 3 and 6). Its failure never blocks the feedback (SPEC section 8, account
 * lookup failures are only logged), and neither does its silence: a query unanswered
 * `usersQueryWaitMs` after the press is abandoned and logged as a timeout, without the email.
 */
export async function lookUpUser(email: string): Promise<void> {
  const giveUp = new AbortController();
  // A timer, not AbortSignal.timeout: it counts from the press, loading the client included
  // (which the lead needs anyway), and runs on the page's clock, the one tests move.
  const timer = setTimeout(() => {
    giveUp.abort(new DOMException(`No answer within ${usersQueryWaitMs} ms`, 'TimeoutError'));
  }, usersQueryWaitMs);
  try {
    const [{ mainApi }, { serialise }] = await Promise.all([loadMainApi(), loadSerialiser()]);
    const search = serialise(userSearchType, { email: email.trim() }, 'POST');
    await mainApi.post('users/search', search, { signal: giveUp.signal });
  } catch (error) {
    logError(error, { source: 'feedback-users-query' });
  } finally {
    clearTimeout(timer);
  }
}
