import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { stubServer } from '../../../tests/setup/stub-server.ts';
import { ContentShapeError } from '../content/content-shape-error.ts';
import { meterReadContentProblems, meterReadContentQuery } from './meter-read-content.ts';
import fixture from '../../../content-fixtures/json/help/meter-read/submit-meter-read.json';

describe('meter-read content', () => {
  it('the fixture fits the schema', () => {
    expect(meterReadContentProblems(fixture)).toEqual([]);
  });

  it('is fetched with the no-cache header of SPEC section 7', async () => {
    let cacheControl: string | null = null;
    stubServer.use(
      http.get('*/json/help/meter-read/submit-meter-read.json', ({ request }) => {
        cacheControl = request.headers.get('cache-control');
        return HttpResponse.json(fixture);
      }),
    );
    const content = await new QueryClient().fetchQuery(meterReadContentQuery);
    expect(content.isMeterReadWeek).toBe(true);
    expect(cacheControl).toBe('max-age=0');
  });

  it('a payload of the wrong shape is a ContentShapeError naming the field', async () => {
    stubServer.use(
      http.get('*/json/help/meter-read/submit-meter-read.json', () =>
        HttpResponse.json({ ...fixture, isMeterReadWeek: 'yes' }),
      ),
    );
    const failure = new QueryClient().fetchQuery({ ...meterReadContentQuery, retry: false });
    await expect(failure).rejects.toBeInstanceOf(ContentShapeError);
    await expect(failure).rejects.toThrow(/isMeterReadWeek/);
  });
});
