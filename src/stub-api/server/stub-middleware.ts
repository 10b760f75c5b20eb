import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';

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

const compressible = /^(text\/|application\/([\w.+-]*\+)?json|image\/svg\+xml)/;

/**
 * The body as sent: gzipped when the client takes it and it is worth it, as the content
 * service's and the APIs' CDNs do (the preview server's own compression never sees these
 * responses, which end before it).
 */
function encodeBody(req: IncomingMessage, res: ServerResponse, body: Buffer): Buffer {
  const type = String(res.getHeader('content-type') ?? '');
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (!accepts || body.length < 1024 || !compressible.test(type)) return body;
  if (res.hasHeader('content-encoding')) return body;
  res.setHeader('content-encoding', 'gzip');
  res.setHeader('vary', 'Accept-Encoding');
  res.removeHeader('content-length');
  return gzipSync(body);
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
        res.end(encodeBody(req, res, Buffer.from(await response.arrayBuffer())));
      })
      .catch(next);
  };
}
