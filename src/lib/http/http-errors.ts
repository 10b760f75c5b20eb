import { toErrorCode, type ErrorData } from './error-types.ts';

/**
 * Raised when the main API refuses or fails a call (SPEC section 8): always the same customer
 * wording, carrying the first server error's id and details for support.
 */
export class MainApiError extends Error {
  readonly title = "Your information hasn't gone through";
  readonly description = "There's been a problem recording your details. Please try again.";
  constructor(
    readonly status: number,
    readonly errorId: string | undefined,
    readonly details: unknown,
  ) {
    super("Your information hasn't gone through");
    this.name = 'MainApiError';
  }

  /** The error as SPEC section 3's ErrorData: its code, the customer's words and the details. */
  toErrorData(statusText = ''): ErrorData {
    return {
      errorCode: toErrorCode(this.status, statusText),
      message: this.description,
      details: this.details,
    };
  }
}

/** Raised by the non-JSON:API clients: 'Fetching {url} returned response: Status: {status}, Text: {message}'. */
export class FetchError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    readonly responseMessage: string,
  ) {
    super(`Fetching ${url} returned response: Status: ${status}, Text: ${responseMessage}`);
    this.name = 'FetchError';
  }
}

/** Raised when code asks for a client SPEC section 7 does not name. */
export class InvalidEndpointError extends Error {
  constructor() {
    super('Invalid HTTP endpoint');
    this.name = 'InvalidEndpointError';
  }
}

/** True for a failure of the network itself (offline, DNS, reset), not an HTTP answer. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}
