import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Serves one connect-style middleware on a free port of 127.0.0.1, for tests of the dev and
 * preview servers' rules; what it passes on is answered 200 'app', as the site's page would be.
 */
export async function serveMiddleware(
  middleware: Middleware,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 200;
      res.end('app');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
