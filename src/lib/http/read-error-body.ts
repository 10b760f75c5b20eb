/** Reads a failed response's body as JSON when it is JSON, else as text; never throws. */
export async function readErrorBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.clone().text();
  } catch {
    return undefined;
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The first JSON:API error object of a body, if it has one. */
export function firstJsonApiError(body: unknown): { id?: string; detail?: unknown } | undefined {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const errors = (body as { errors: unknown }).errors;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const first: unknown = errors[0];
  if (typeof first !== 'object' || first === null) return undefined;
  const { id, detail, details } = first as { id?: unknown; detail?: unknown; details?: unknown };
  return {
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined,
    detail: detail ?? details,
  };
}

/** The message of a failed response, read from message, statusText or Message (SPEC section 8). */
export function messageOf(body: unknown, statusText: string): string {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'statusText', 'Message'] as const) {
      const value = record[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  if (typeof body === 'string' && body !== '' && body.length < 500) return body;
  return statusText;
}
