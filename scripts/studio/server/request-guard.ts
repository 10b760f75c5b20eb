import type { Connect } from 'vite';
import type { IncomingHttpHeaders } from 'node:http';
import { serverWord } from './server-words.ts';

/** Why a request is refused for its `Host`: only the studio's own address is answered. */
const hostRefusalOf = (headers: IncomingHttpHeaders, ownOrigin: string): string | undefined =>
  headers.host === new URL(ownOrigin).host
    ? undefined
    : serverWord('wrongHost', { origin: ownOrigin });

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
  const wrongHost = hostRefusalOf(headers, ownOrigin);
  if (wrongHost) return wrongHost;
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

/**
 * Connect middleware answering 403, in plain words, to any request `refusalOf` refuses.
 * `standIns` are paths of another service the embedded stub stands in for on the same origin
 * (the identity provider's demo sign-in page, whose form is sent with `Origin: null`, as its
 * page sends no referrer): for them only the Host is checked, as the real service's own checks
 * would stand in for the rest.
 */
export function requestGuard(
  ownOrigin: () => string,
  standIns: readonly string[] = [],
): Connect.NextHandleFunction {
  return (req, res, next) => {
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
    const refusal = standIns.includes(pathname)
      ? hostRefusalOf(req.headers, ownOrigin())
      : refusalOf(req.method ?? 'GET', req.headers, ownOrigin());
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
