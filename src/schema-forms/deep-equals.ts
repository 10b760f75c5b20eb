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
    // Pairs being compared further up: a structure met again inside itself is equal so far.
    const comparing = new Map<object, Set<object>>();
    const equal = (a: unknown, b: unknown): boolean => {
      if (a === b || (a !== a && b !== b)) return true;
      if (typeof a === 'function') return functionsEqual(a, b);
      if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
      if (a.constructor !== b.constructor) return false;
      const seen = comparing.get(a);
      if (seen?.has(b)) return true;
      comparing.set(a, (seen ?? new Set()).add(b));
      try {
        return objectsEqual(a, b, equal);
      } finally {
        comparing.get(a)?.delete(b);
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
  const keys = Object.keys(a).filter((key) => !reactOwner(a, key));
  const otherKeys = Object.keys(b).filter((key) => !reactOwner(b, key));
  return (
    keys.length === otherKeys.length &&
    keys.every(
      (key) =>
        Object.prototype.hasOwnProperty.call(b, key) &&
        equal((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}
