import table from '../../../schemas/messages/error-messages.json';
import { statusOfErrorCode, type ErrorCode } from './error-types';

/** What the customer reads about a failure. */
export interface CustomerErrorMessage {
  readonly title: string;
  readonly description: string;
}

interface ErrorMessageTable {
  readonly byStatus: Readonly<Record<string, CustomerErrorMessage>>;
  readonly byMessage: Readonly<Record<string, CustomerErrorMessage>>;
  readonly default: CustomerErrorMessage;
}

/**
 * The error-mapping table of SPEC section 8: keyed by status, then message, then default.
 * The wording lives in schemas/messages/error-messages.json so editors can change it.
 */
export function customerMessageFor(
  failure: { errorCode?: ErrorCode; message?: string },
  messages: ErrorMessageTable = table,
): CustomerErrorMessage {
  if (failure.errorCode) {
    const byStatus = messages.byStatus[String(statusOfErrorCode(failure.errorCode))];
    if (byStatus) return byStatus;
  }
  if (failure.message) {
    const byMessage = messages.byMessage[failure.message];
    if (byMessage) return byMessage;
  }
  return messages.default;
}
