import { describe, expect, it } from 'vitest';
import { ownPageJourneys } from '../../src/site/journeys/site-journeys.ts';
import { routeEarlyRequests } from './route-early-requests.ts';
import { readRouteTree } from './route-tree.ts';

describe('the early requests of the journeys’ steps (decision 055)', () => {
  it('each step a journey names is a route of the tree, asking for its form', () => {
    const routes = readRouteTree().map((route) => route.fullPath);
    for (const step of ownPageJourneys.flatMap((journey) => journey.steps)) {
      expect(routes).toContain(step.route);
      expect(routeEarlyRequests[step.route as keyof typeof routeEarlyRequests]?.modules).toEqual([
        'src/schema-forms/LoadedSchemaForm.tsx',
        `src/schema-forms/compiled/${step.formId}.js`,
      ]);
    }
  });

  it('the meter-read form asks for its content as well', () => {
    expect(routeEarlyRequests['/submit-meter-read']?.content).toEqual([
      { client: 'content', path: expect.stringContaining('meter') },
    ]);
  });
});
