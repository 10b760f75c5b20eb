/**
 * The deep equality rjsf compares schemas, answers and props with, in place of fast-equals
 * (vite.config.ts points `fast-equals` here): rjsf asks it for one comparer only, `circular` with
 * functions equal to any function, and every form step downloaded the library's whole kit (Maps,
 * Sets, typed arrays, strict mode, URL and error comparers) for it (issue 40). Same answers for
 * what the forms hold: primitives by SameValueZero, arrays and plain objects by their own
 * enumerable keys, dates by time, regular expressions by source and flags, Maps and Sets by their
 * entries; two objects made differently (their constructors differ) are not equal; a React
 * element's owner is left out, as fast-equals leaves it.
 */

type Comparer = (a: unknown, b: unknown) => boolean;

/** What rjsf passes: its comparer of functions. */
export interface CustomEqualOptions {
  readonly circular?: boolean;
  readonly createCustomConfig?: () => {
    readonly areFunctionsEqual?: (a: unknown, b: unknown) => boolean;
  };
}

const reactOwner = (object: object, key: string) => key === '_owner' && '$$typeof' in object;

export function createCustomEqual(options: CustomEqualOptions = {}): Comparer {
  const functionsEqual = options.createCustomConfig?.().areFunctionsEqual ?? ((a, b) => a === b);
  return (first, second) => {
    // The object each object is being compared with further up: a structure met again inside
    // itself is equal so far.
    const comparing = new Map<object, object>();
    const equal = (a: unknown, b: unknown): boolean => {
      if (a === b || (a !== a && b !== b)) return true;
      if (typeof a === 'function') return functionsEqual(a, b);
      if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
      if (a.constructor !== b.constructor) return false;
      if (comparing.get(a) === b) return true;
      const outer = comparing.get(a);
      comparing.set(a, b);
      try {
        return objectsEqual(a, b, equal);
      } finally {
        if (outer === undefined) comparing.delete(a);
        else comparing.set(a, outer);
      }
    };
    return equal(first, second);
  };
}

function objectsEqual(a: object, b: object, equal: Comparer): boolean {
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => equal(item, other[index]));
  }
  if (a instanceof Date) return equal(a.getTime(), (b as Date).getTime());
  if (a instanceof RegExp) {
    return a.source === (b as RegExp).source && a.flags === (b as RegExp).flags;
  }
  if (a instanceof Map) {
    const other = b as Map<unknown, unknown>;
    return a.size === other.size && [...a].every(([key, value]) => equal(value, other.get(key)));
  }
  if (a instanceof Set) {
    const other = [...(b as Set<unknown>)];
    return a.size === other.length && [...a].every((item) => other.some((o) => equal(item, o)));
  }
  const keys = Object.keys(a);
  let count = 0;
  for (const key of keys) {
    if (reactOwner(a, key)) continue;
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false;
    if (!equal((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) {
      return false;
    }
    count += 1;
  }
  const otherKeys = Object.keys(b);
  return count === otherKeys.filter((key) => !reactOwner(b, key)).length;
}
