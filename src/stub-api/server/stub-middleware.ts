import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';
import { gzipWhenAccepted } from './gzip-when-accepted.ts';

type Next = (error?: unknown) => void;

function toFetchRequest(req: IncomingMessage): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this for a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** Connect middleware answering requests with the msw handlers, passing on what they don't match. */
export function stubMiddleware(handlers: RequestHandler[], pathPrefixes: readonly string[]) {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    if (!pathPrefixes.some((prefix) => path.includes(prefix))) {
      next();
      return;
    }
    getResponse(handlers, toFetchRequest(req))
      .then(async (response) => {
        if (!response) {
          next();
          return;
        }
        res.statusCode = response.status;
        response.headers.forEach((value, name) => {
          if (name !== 'set-cookie') res.setHeader(name, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) res.setHeader('set-cookie', cookies);
        res.end(gzipWhenAccepted(req, res, Buffer.from(await response.arrayBuffer())));
      })
      .catch(next);
  };
}
