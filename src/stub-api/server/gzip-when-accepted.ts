import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

const compressible = /^(text\/|application\/([\w.+-]*\+)?json|image\/svg\+xml)/;

/**
 * A response body as sent by the site's dev and preview middleware: gzipped when the client
 * takes it and it is worth it, as the production server and the content service's CDN do (the
 * preview server's own compression never sees responses that end before it). Set the
 * response's content type first.
 */
export function gzipWhenAccepted(req: IncomingMessage, res: ServerResponse, body: Buffer): Buffer {
  const type = String(res.getHeader('content-type') ?? '');
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (!accepts || body.length < 1024 || !compressible.test(type)) return body;
  if (res.hasHeader('content-encoding')) return body;
  res.setHeader('content-encoding', 'gzip');
  res.setHeader('vary', 'Accept-Encoding');
  res.removeHeader('content-length');
  return gzipSync(body);
}
