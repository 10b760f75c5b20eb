import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { stubServer } from '../../../tests/setup/stub-server.ts';
import { MainApiError } from './http-errors.ts';
import { clientIdHeader, createMainApiClient, jsonApiMediaType } from './main-api-client.ts';

const api = createMainApiClient({ baseUrl: 'https://api.test', clientId: 'help-and-support' });

describe('main API client (SPEC section 7)', () => {
  it('sends the client identifier, accepts JSON:API or JSON and camelCases the deserialised response', async () => {
    let seen: Headers | undefined;
    stubServer.use(
      http.get('https://api.test/v1/customers', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({
          data: [
            { type: 'customers', id: '1', attributes: { 'first-name': 'Priya', surname: 'Shah' } },
          ],
        });
      }),
    );
    const body = await api.get<{ data: { id: string; firstName: string; surname: string }[] }>(
      'customers',
    );
    expect(seen?.get(clientIdHeader)).toBe('help-and-support');
    expect(seen?.get('accept')).toBe(`${jsonApiMediaType}, application/json`);
    expect(body.data[0]).toMatchObject({ id: '1', firstName: 'Priya', surname: 'Shah' });
  });

  it('posts documents as application/vnd.api+json', async () => {
    let contentType: string | null = null;
    stubServer.use(
      http.post('https://api.test/v1/leads', ({ request }) => {
        contentType = request.headers.get('content-type');
        return HttpResponse.json({ data: { type: 'leads', id: 'HS-1' } }, { status: 201 });
      }),
    );
    const body = await api.post<{ data: { id: string } }>('leads', { data: { type: 'leads' } });
    expect(contentType).toBe(jsonApiMediaType);
    expect(body.data.id).toBe('HS-1');
  });

  it("raises 'Your information hasn't gone through' carrying errors[0]'s id and details (SPEC section 8)", async () => {
    stubServer.use(
      http.post('https://api.test/v1/leads', () =>
        HttpResponse.json(
          { errors: [{ id: 'abc-123', detail: 'query is too long' }, { id: 'second' }] },
          { status: 422 },
        ),
      ),
    );
    const error = await api.post('leads', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MainApiError);
    const mainApiError = error as MainApiError;
    expect(mainApiError.title).toBe("Your information hasn't gone through");
    expect(mainApiError.description).toBe(
      "There's been a problem recording your details. Please try again.",
    );
    expect(mainApiError.errorId).toBe('abc-123');
    expect(mainApiError.details).toBe('query is too long');
    expect(mainApiError.status).toBe(422);
    expect(mainApiError.toErrorData('Unprocessable Entity').errorCode).toBe(
      '422 Unprocessable Entity',
    );
  });

  it('raises the same error when the failure has no JSON body', async () => {
    stubServer.use(
      http.get('https://api.test/v1/customers', () => new HttpResponse('oops', { status: 502 })),
    );
    const error = (await api.get('customers').catch((caught: unknown) => caught)) as MainApiError;
    expect(error).toBeInstanceOf(MainApiError);
    expect(error.errorId).toBeUndefined();
    expect(error.status).toBe(502);
  });

  it('lets a network failure through unchanged, so callers can tell "offline" from "refused"', async () => {
    stubServer.use(http.get('https://api.test/v1/customers', () => HttpResponse.error()));
    await expect(api.get('customers')).rejects.toBeInstanceOf(TypeError);
  });
});
