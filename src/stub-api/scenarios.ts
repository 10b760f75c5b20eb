/**
 * Failure scenarios of the embedded stub, switched on without code (docs/stub.md, "Failure scenarios"):
 * a `stub-scenario` cookie or an `x-stub-scenario` header, each a comma-separated list.
 * Visiting any page with `?stub-scenario=lead-500` sets the cookie; `?stub-scenario=` clears it.
 */
export const stubScenarios = [
  'lead-500',
  'address-lookup-fail',
  'address-save-fail',
  'content-down',
  'slow',
  'accounts-fail',
] as const;
export type StubScenario = (typeof stubScenarios)[number];

export const scenarioCookie = 'stub-scenario';
export const scenarioHeader = 'x-stub-scenario';

/** How long a 'slow' response waits. */
export const slowResponseMs = 3000;

function parseList(value: string | null | undefined): StubScenario[] {
  if (!value) return [];
  return decodeURIComponent(value)
    .split(',')
    .map((item) => item.trim())
    .filter((item): item is StubScenario => (stubScenarios as readonly string[]).includes(item));
}

/** The scenarios a request switches on, from its header and cookies. */
export function scenariosOf(request: Request, cookies: Record<string, string>): Set<StubScenario> {
  return new Set([
    ...parseList(request.headers.get(scenarioHeader)),
    ...parseList(cookies[scenarioCookie]),
  ]);
}
