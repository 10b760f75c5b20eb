import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/setup/render-route.tsx';
import { fetchNextStepWithEachStep } from './next-step-code.ts';

describe("fetchNextStepWithEachStep: a journey step fetches its next page's code (decision 046)", () => {
  it.each([
    [
      '/complaints/gas-and-electricity',
      '/complaints/$complaint/query',
      { complaint: 'gas-and-electricity' },
    ],
    ['/complaints/feedback', '/complaints/feedback/personal-details', {}],
    ['/submit-meter-read', '/submit-meter-read/check-answers', {}],
  ])('on %s, preloads %s with the step’s parameters', async (path, to, params) => {
    // Nothing answered yet: the next page's guard lets a preload through all the same.
    sessionStorage.clear();
    const { router } = renderRoute(path);
    const preload = vi.spyOn(router, 'preloadRoute');
    fetchNextStepWithEachStep(router);
    await waitFor(() => expect(preload).toHaveBeenCalledWith({ to, params }));
    const matches = await preload.mock.results[0]?.value;
    expect(matches?.at(-1)?.fullPath).toBe(to);
  });

  it('fetches nothing ahead on a page that is not a step', async () => {
    const { router } = renderRoute('/contact-us');
    const preload = vi.spyOn(router, 'preloadRoute');
    fetchNextStepWithEachStep(router);
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    expect(preload).not.toHaveBeenCalled();
  });

  it('every next step a route names is a route of the site', () => {
    const { router } = renderRoute('/');
    const named = Object.values(router.routesById).flatMap((route) => {
      const next = route.options.staticData?.nextStep;
      return next ? [next] : [];
    });
    expect(named.length).toBeGreaterThanOrEqual(5);
    for (const next of named) expect(Object.keys(router.routesByPath)).toContain(next);
  });
});
