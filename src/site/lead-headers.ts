/**
 * Header carrying a journey attempt's idempotency key on the lead POST, read by the API (and the
 * stub standing in for it). Sent only when configured (`leadIdempotencyHeader`): see
 * docs/hosting for its CORS rule.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';
