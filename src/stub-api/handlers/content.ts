import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { http, HttpResponse } from 'msw';
import { contentPathPrefixes } from '../../site/content-paths.ts';
import { scenariosOf } from '../scenarios.ts';
import { maybeSlow } from '../respond.ts';

const contentTypes: Record<string, string> = {
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * The content service: serves content-fixtures/ at the content service's own paths. A JSON
 * fixture that breaks its schema in schemas/content/ is refused with a 500 naming the problems,
 * so the stub never serves content the real service would not publish.
 */
export function contentHandlers(
  fixturesDir: string,
  checkFixture: (pathname: string, body: string) => string[] = () => [],
) {
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
      const body = readFileSync(file);
      const problems =
        extname(file) === '.json' ? checkFixture(pathname, body.toString('utf8')) : [];
      if (problems.length > 0) {
        console.error(`[stub] ${pathname} breaks its content schema:`, problems);
        return HttpResponse.json(
          { message: 'Fixture breaks its content schema', problems },
          { status: 500 },
        );
      }
      return new HttpResponse(body, {
        headers: {
          'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
        },
      });
    }),
  );
}
