/**
 * Where the studio answers: the loopback address only, so nothing else on the network can reach
 * it (decision 041). `STUDIO_PORT` picks another port.
 */
export const studioHost = '127.0.0.1';

/** The studio's port: `STUDIO_PORT`, else 4180 (beside the site's 4173). */
export function studioPortOf(env: NodeJS.ProcessEnv): number {
  const port = Number(env.STUDIO_PORT ?? 4180);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`STUDIO_PORT must be a port number, not "${env.STUDIO_PORT}".`);
  }
  return port;
}

/** The studio's own origin, the only one its guard lets in (request-guard.ts). */
export const studioOriginOf = (port: number): string => `http://${studioHost}:${port}`;

/** Where the studio's pages start. */
export const studioPath = '/studio/';
