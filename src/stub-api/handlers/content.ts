import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { http, HttpResponse } from 'msw';
import { contentPathPrefixes } from '../../lib/content/content-paths';
import { scenariosOf } from '../scenarios';
import { maybeSlow } from '../respond';

const contentTypes: Record<string, string> = {
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** The content service: serves content-fixtures/ at the content service's own paths. */
export function contentHandlers(fixturesDir: string) {
  const root = resolve(fixturesDir);
  return contentPathPrefixes.map((prefix) =>
    http.get(`*${prefix}*`, async ({ request, cookies }) => {
      const scenarios = scenariosOf(request, cookies);
      await maybeSlow(scenarios);
      if (scenarios.has('content-down')) {
        return new HttpResponse('Service Unavailable', { status: 503 });
      }
      const pathname = decodeURIComponent(new URL(request.url).pathname);
      const file = resolve(root, `.${pathname}`);
      if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
        return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      }
      return new HttpResponse(readFileSync(file), {
        headers: {
          'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
        },
      });
    }),
  );
}
