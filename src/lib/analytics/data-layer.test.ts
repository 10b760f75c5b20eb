import { afterEach, describe, expect, it } from 'vitest';
import { pushToDataLayer } from './data-layer.ts';

// Test files share their page, where other files' page views may already be in the data layer:
// each test reads the events it pushed, the last ones.
describe('the data layer (issue 37)', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('takes no personal data, whoever built the event', () => {
    pushToDataLayer({
      event: 'error',
      logger: {
        name: 'Error',
        message: 'No address for ada(at)example.com, (07911) 123456',
        source: 'address-lookup',
        attempt: 2,
      },
    });
    expect(window.dataLayer?.slice(-1)).toEqual([
      {
        event: 'error',
        logger: {
          name: 'Error',
          message: 'No address for [email], [number]',
          source: 'address-lookup',
          attempt: 2,
        },
      },
    ]);
  });

  it('keeps what has nothing personal in it as it was', () => {
    const pageView = { event: 'pageView', appName: 'help-and-support', pagePath: '/meters/:id' };
    pushToDataLayer(pageView);
    expect(window.dataLayer?.slice(-1)).toEqual([pageView]);
  });
});
