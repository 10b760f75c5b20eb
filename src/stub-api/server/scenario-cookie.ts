import type { IncomingMessage, ServerResponse } from 'node:http';
import { scenarioCookie } from '../scenarios.ts';

type Next = (error?: unknown) => void;

/** Visiting any page with ?stub-scenario=a,b switches those stub scenarios on (empty: off). */
export function scenarioCookieSetter(req: IncomingMessage, res: ServerResponse, next: Next): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const value = url.searchParams.get(scenarioCookie);
  if (value !== null) {
    res.appendHeader(
      'Set-Cookie',
      value === ''
        ? `${scenarioCookie}=; Path=/; Max-Age=0; SameSite=Lax`
        : `${scenarioCookie}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`,
    );
  }
  next();
}
