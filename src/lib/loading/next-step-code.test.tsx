import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/setup/render-route.tsx';
import { fetchNextStepWithEachStep } from './next-step-code.ts';

describe("fetchNextStepWithEachStep: a journey step fetches its next page's code (decision 046)", () => {
  it.each([
    [
      '/complaints/gas-and-electricity',
      'First name',
      '/complaints/$complaint/query',
      { complaint: 'gas-and-electricity' },
    ],
    [
      '/complaints/feedback',
      "Tell us why you don't want the refund",
      '/complaints/feedback/personal-details',
      {},
    ],
    ['/submit-meter-read', 'First name', '/submit-meter-read/check-answers', {}],
  ])(
    'on %s, the first focus (on %s) preloads %s with the step’s parameters',
    async (path, field, to, params) => {
      // Nothing answered yet: the next page's guard lets a preload through all the same.
      sessionStorage.clear();
      const { router } = renderRoute(path);
      const preload = vi.spyOn(router, 'preloadRoute');
      const stop = fetchNextStepWithEachStep(router);
      const input = await screen.findByLabelText(field);
      // The step's own first load is left alone until the customer starts on it.
      expect(preload).not.toHaveBeenCalled();
      fireEvent.focusIn(input);
      fireEvent.focusIn(input);
      expect(preload).toHaveBeenCalledTimes(1);
      expect(preload).toHaveBeenCalledWith({ to, params });
      const matches = await preload.mock.results[0]?.value;
      expect(matches?.at(-1)?.fullPath).toBe(to);
      stop();
    },
  );

  it('fetches nothing ahead on a page that is not a step', async () => {
    const { router } = renderRoute('/contact-us');
    const preload = vi.spyOn(router, 'preloadRoute');
    const stop = fetchNextStepWithEachStep(router);
    fireEvent.focusIn(await screen.findByRole('heading', { level: 1, name: 'Contact us' }));
    expect(preload).not.toHaveBeenCalled();
    stop();
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
