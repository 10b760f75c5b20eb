import { pointerSegments } from '../json/json-pointer.ts';
import type { ErrorObject } from 'ajv';
import { ContentShapeError } from './content-shape-error.ts';
import type { ContentValidateFunction } from './content-validate-function.ts';
import {
  limitBreachesOf,
  type LimitBreach,
  type LimitOutcome,
  type LimitReport,
} from './limit-breaches.ts';

type Container = Record<string, unknown> | unknown[];

/** One step down a JSON pointer: the value found under `key` of `parent`. */
interface Step {
  readonly parent: Container;
  readonly key: string;
  readonly node: unknown;
}

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null;

/** The steps from the root to the value a pointer names; undefined if it names nothing. */
function stepsTo(root: unknown, pointer: string): Step[] | undefined {
  const steps: Step[] = [];
  let node = root;
  for (const key of pointerSegments(pointer)) {
    if (!isContainer(node)) return undefined;
    const child = Array.isArray(node) ? node[Number(key)] : node[key];
    steps.push({ parent: node, key, node: child });
    node = child;
  }
  return steps;
}

// Array items are found again by identity: leaving one out moves the items after it.
const isAttached = ({ parent, node, key }: Step) =>
  Array.isArray(parent) ? parent.includes(node) : parent[key] === node;

/** Leaves a step's value out; returns how to put it back. */
function leaveOut({ parent, node, key }: Step): () => void {
  if (Array.isArray(parent)) {
    const index = parent.indexOf(node);
    parent.splice(index, 1);
    return () => parent.splice(index, 0, node);
  }
  Reflect.deleteProperty(parent, key);
  return () => {
    parent[key] = node;
  };
}

/** The pointer to the value of `steps[index]`: the start of the breach's pointer. */
const pointerToStep = (pointer: string, index: number) =>
  pointer
    .split('/')
    .slice(0, index + 2)
    .join('/');

function setValue({ parent, node, key }: Step, value: unknown): void {
  if (Array.isArray(parent)) parent[parent.indexOf(node)] = value;
  else parent[key] = value;
}

/** The rule broken, with its limit for lengths and counts: 'maxLength 1000', 'pattern'. */
const ruleOf = (breach: LimitBreach) =>
  breach.rule === 'pattern' ? breach.rule : `${breach.rule} ${breach.limit}`;

/** The address with http:// made https://, if that makes it match; else undefined. */
function httpsOf(address: unknown, pattern: string): string | undefined {
  if (typeof address !== 'string' || !/^http:\/\//i.test(address)) return undefined;
  const upgraded = address.replace(/^http:\/\//i, 'https://');
  return new RegExp(pattern, 'u').test(upgraded) ? upgraded : undefined;
}

/**
 * Leaves out the smallest part holding a bad address that the payload's shape can do without:
 * the address if it is optional, else the item, list entry or block holding it. Throws when
 * none can go (the page cannot render without it).
 */
function leaveOutSmallest(
  payload: string,
  shape: ContentValidateFunction,
  root: unknown,
  breach: LimitBreach,
  steps: readonly Step[],
): LimitReport {
  const leftOut = (index: number): LimitReport => ({
    pointer: breach.pointer,
    rule: ruleOf(breach),
    outcome: 'left-out',
    leftOut: pointerToStep(breach.pointer, index),
  });
  // A part holding it was left out already, for another breach.
  const gone = steps.findIndex((step) => !isAttached(step));
  if (gone >= 0) return leftOut(gone);
  for (const [index, step] of [...steps.entries()].reverse()) {
    const putBack = leaveOut(step);
    if (shape(root)) return leftOut(index);
    putBack();
  }
  throw new ContentShapeError(payload, [
    `${breach.pointer || '/'} ${ruleOf(breach)}: nothing holding it can be left out`,
  ]);
}

/**
 * Fits a payload that has its shape but breaks soft limits (decision 018), on a copy: x-advisory
 * breaches are only reported; under x-fit, items past `maxItems` are left out and an address
 * breaking `pattern` is made https or left out with the smallest optional part holding it.
 * Returns the fitted payload and a report of each breach (no content in them). Throws
 * ContentShapeError if fitting would take something the page cannot render without.
 */
export function fitToLimits(
  payload: string,
  shape: ContentValidateFunction,
  value: unknown,
  errors: readonly ErrorObject[],
): { readonly value: unknown; readonly reports: readonly LimitReport[] } {
  const fitted: unknown = structuredClone(value);
  const reports: LimitReport[] = [];
  const badAddresses: [LimitBreach, Step[]][] = [];
  const longLists: [LimitBreach, unknown][] = [];
  for (const breach of limitBreachesOf(errors)) {
    const rule = ruleOf(breach);
    const steps = stepsTo(fitted, breach.pointer);
    const last = steps?.at(-1);
    if (breach.keyword === 'x-advisory' || !steps) {
      reports.push({ pointer: breach.pointer, rule, outcome: 'shown-as-sent' });
    } else if (breach.rule === 'maxItems') {
      longLists.push([breach, last ? last.node : fitted]);
    } else {
      const https = last && httpsOf(last.node, String(breach.limit));
      if (last && https !== undefined) {
        setValue(last, https);
        reports.push({ pointer: breach.pointer, rule, outcome: 'made-https' });
      } else badAddresses.push([breach, steps]);
    }
  }
  for (const [breach, steps] of badAddresses) {
    reports.push(leaveOutSmallest(payload, shape, fitted, breach, steps));
  }
  // After the bad addresses, so an item left out makes room for the next one.
  for (const [breach, list] of longLists) {
    if (Array.isArray(list)) list.length = Math.min(list.length, Number(breach.limit));
    reports.push({
      pointer: breach.pointer,
      rule: ruleOf(breach),
      outcome: 'items-past-limit-left-out',
    });
  }
  if (!shape(fitted)) {
    throw new ContentShapeError(payload, ['/ fitting it to its limits broke its shape']);
  }
  return { value: fitted, reports };
}

const outcomeWords: Readonly<Record<LimitOutcome, string>> = {
  'shown-as-sent': 'shown as sent',
  'items-past-limit-left-out': 'the items past the limit left out',
  'made-https': 'its http:// address made https://',
  'left-out': 'left out',
};

/** A report in words, for logs: names the payload, the place and the rule, never the content. */
export function describeLimitReport(payload: string, report: LimitReport): string {
  const outcome =
    report.outcome === 'left-out' && report.leftOut !== undefined
      ? `${outcomeWords['left-out']} ${report.leftOut}`
      : outcomeWords[report.outcome];
  return `Content "${payload}" breaks a soft limit at ${report.pointer || '/'} (${report.rule}): ${outcome}`;
}
