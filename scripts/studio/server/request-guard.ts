import type { Connect } from 'vite';
import type { IncomingHttpHeaders } from 'node:http';
import { serverWord } from './server-words.ts';

/**
 * Why a request is refused, in plain words, or undefined when it comes from the studio's own
 * pages. The `Host` must be the studio's own address, so a web page whose name points at
 * 127.0.0.1 (DNS rebinding) is refused; an `Origin`, which browsers send on every request that
 * changes something, must be the studio's own, so no other page open in the browser can drive
 * it. A request that changes something must carry its `Origin`.
 */
export function refusalOf(
  method: string,
  headers: IncomingHttpHeaders,
  ownOrigin: string,
): string | undefined {
  const ownHost = new URL(ownOrigin).host;
  if (headers.host !== ownHost) {
    return serverWord('wrongHost', { origin: ownOrigin });
  }
  const origin = headers.origin;
  if (origin !== undefined && origin !== ownOrigin) {
    return serverWord('otherPage');
  }
  const reads = method === 'GET' || method === 'HEAD';
  if (!reads && origin === undefined) {
    return serverWord('noOrigin');
  }
  return undefined;
}

/** Connect middleware answering 403, in plain words, to any request `refusalOf` refuses. */
export function requestGuard(ownOrigin: () => string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const refusal = refusalOf(req.method ?? 'GET', req.headers, ownOrigin());
    if (refusal === undefined) {
      next();
      return;
    }
    res.statusCode = 403;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(`${refusal}\n`);
  };
}
