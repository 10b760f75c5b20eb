import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ownPageJourneys } from '../../src/site/journeys/site-journeys.ts';
import { routeEarlyRequests } from './route-early-requests.ts';
import { readRouteTree } from './route-tree.ts';

describe('the early requests of the journeys’ steps (decision 055)', () => {
  it('each step a journey names is a route of the tree, asking for its form’s modules', () => {
    const routes = readRouteTree().map((route) => route.fullPath);
    for (const step of ownPageJourneys.flatMap((journey) => journey.steps)) {
      expect(routes).toContain(step.route);
      const modules = routeEarlyRequests[step.route as keyof typeof routeEarlyRequests]?.modules;
      expect(modules).toContain(`src/schema-forms/compiled/${step.formId}.js`);
      for (const module of modules ?? []) expect(existsSync(module), module).toBe(true);
    }
  });

  it('the meter-read form asks for its content as well', () => {
    expect(routeEarlyRequests['/submit-meter-read']?.content).toEqual([
      { client: 'content', path: expect.stringContaining('meter') },
    ]);
  });
});
