import { inflateRawSync, inflateSync, gunzipSync } from 'node:zlib';
import type { Request } from '@playwright/test';

/**
 * A request's URL, headers and body as text, with any compressed stream inside the body
 * (monitoring batches and session replay segments are deflated) inflated too, so a search for
 * personal data sees what would really leave the browser.
 */
export function readableRequest(request: Request): string {
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const parts = [readableAddressAndHeaders(request), body.toString('utf8')];
  for (let index = 0; index < body.length - 1; index += 1) {
    const first = body[index];
    const second = body[index + 1];
    const zlibHeader =
      first === 0x78 && (second === 0x01 || second === 0x5e || second === 0x9c || second === 0xda);
    const gzipHeader = first === 0x1f && second === 0x8b;
    if (!zlibHeader && !gzipHeader) continue;
    for (const inflate of gzipHeader ? [gunzipSync] : [inflateSync, inflateRawSync]) {
      try {
        parts.push(inflate(body.subarray(index), { finishFlush: 2 }).toString('utf8'));
        break;
      } catch {
        // not a stream that starts here
      }
    }
  }
  return parts.join('\n');
}

/**
 * A request's URL (also percent-decoded, so an email sent as `name%40example.com` is found) and
 * headers: what server logs, proxies, history and monitoring keep, unlike the body.
 */
export function readableAddressAndHeaders(request: Request): string {
  const url = request.url();
  let decoded = url;
  try {
    decoded = decodeURIComponent(url.replace(/\+/g, ' '));
  } catch {
    // not percent-encoded text: the URL as it is was searched already
  }
  return [url, decoded, JSON.stringify(request.headers())].join('\n');
}
