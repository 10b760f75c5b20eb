/**
 * The named examples beside each form (schemas/forms/<id>/<id>.examples.json): valid ones must
 * pass, invalid ones must fail with exactly their listed errors (field pointer → rule). The
 * schema check, the tests and the editors' preview all read them.
 */
export interface FormExample {
  readonly name: string;
  readonly valid: boolean;
  readonly data: Record<string, unknown>;
  /** For invalid examples: JSON pointer of each field in error → the rule that fails. */
  readonly errors?: Readonly<Record<string, string>>;
}

/** The content of an examples file. */
export interface FormExamplesFile {
  readonly examples: readonly FormExample[];
}

const datePlaceholder = /^@today((?:[+-]\d+[dm])*)$/;

function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** '@today', '@today-1m', '@today+1d', '@today-1m-1d' as an ISO date relative to `now`. */
export function resolveDatePlaceholder(text: string, now: Date): string | undefined {
  const match = datePlaceholder.exec(text);
  if (!match) return undefined;
  let date = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  for (const [, sign, amount, unit] of (match[1] ?? '').matchAll(/([+-])(\d+)([dm])/g)) {
    const step = Number(amount) * (sign === '-' ? -1 : 1);
    if (unit === 'd') {
      date = new Date(date.getFullYear(), date.getMonth(), date.getDate() + step);
    } else {
      // Whole months keep the day, or take the month's last day (31 March - 1m = 28/29 Feb).
      const target = new Date(date.getFullYear(), date.getMonth() + step, 1);
      const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
      date = new Date(target.getFullYear(), target.getMonth(), Math.min(date.getDate(), lastDay));
    }
  }
  return isoDate(date);
}

/** Example data with its date placeholders worked out for `now`. */
export function resolveExampleData<T>(data: T, now: Date = new Date()): T {
  if (typeof data === 'string') return (resolveDatePlaceholder(data, now) ?? data) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => resolveExampleData(item, now)) as T;
  if (data !== null && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, resolveExampleData(value, now)]),
    ) as T;
  }
  return data;
}
