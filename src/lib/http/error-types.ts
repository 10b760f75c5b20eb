/**
 * Error shapes of SPEC section 3.
 * ErrorCode is the status digits followed by the status text ('500 Internal Server Error');
 * the HTTP status is its first three characters.
 */
export type ErrorCode = `${number}${string}`;

/** What a failed call carried: its code and the server's own words. */
export interface ErrorData {
  readonly errorCode: ErrorCode;
  readonly message: string;
  readonly details?: unknown;
}

/** The error a journey shows and logs: what the customer reads plus what support needs. */
export interface AppErrorData {
  readonly id: string;
  readonly status: number;
  readonly title: string;
  readonly description: string;
  readonly message: string;
  readonly failureCount: number;
}

/** Builds an ErrorCode from a status and its text. */
export function toErrorCode(status: number, statusText: string): ErrorCode {
  return `${status}${statusText ? ` ${statusText}` : ''}` as ErrorCode;
}

/** The HTTP status an ErrorCode stands for (its first three characters). */
export function statusOfErrorCode(code: ErrorCode): number {
  return Number(code.slice(0, 3));
}
