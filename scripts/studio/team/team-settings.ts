/**
 * The settings of the studio run as one service for a team (decision 061), read from the
 * environment. `STUDIO_MODE=team` switches the mode on; without it the studio is one editor's
 * tool on 127.0.0.1, exactly as before.
 */
export interface TeamSettings {
  /** The repository every editor's copy is cloned from, and published to. */
  readonly remote: string;
  /** The folder holding one copy of the repository per editor. */
  readonly workspaces: string;
  /** The address editors open (behind the reverse proxy): the only origin the guard lets in. */
  readonly publicOrigin: string;
  /** The address the service listens on: the reverse proxy's side of it. */
  readonly host: string;
  /** Signs the session cookies: at least 32 characters, kept secret. */
  readonly sessionSecret: string;
  /** How long a sign-in lasts. */
  readonly sessionHours: number;
  readonly identity: {
    /** The identity provider's authorize address (the implicit flow, as the site's sign-in). */
    readonly authorizeUrl: string;
    /** The provider's address that says whose an access token is. */
    readonly userInfoUrl: string;
    /** The studio's own client at the provider, registered with the studio's callback. */
    readonly clientId: string;
  };
}

const shortestSecret = 32;

/** Why the team settings cannot be used, every problem at once, in a developer's words. */
export class TeamSettingsProblem extends Error {
  override readonly name = 'TeamSettingsProblem';
}

const httpAddress = (value: string): boolean => {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * The team settings, or undefined when `STUDIO_MODE` is not `team`. Throws naming every setting
 * that is missing or wrong, so a server is never started half configured.
 */
export function teamSettingsOf(env: NodeJS.ProcessEnv, port: number): TeamSettings | undefined {
  if (env.STUDIO_MODE === undefined || env.STUDIO_MODE === 'single') return undefined;
  const problems: string[] = [];
  if (env.STUDIO_MODE !== 'team') {
    problems.push(`STUDIO_MODE must be "team" or "single", not "${env.STUDIO_MODE}".`);
  }
  const remote = env.STUDIO_REMOTE ?? '';
  if (!remote) problems.push('STUDIO_REMOTE must name the repository editors clone.');
  const workspaces = env.STUDIO_WORKSPACES ?? '';
  if (!workspaces) problems.push("STUDIO_WORKSPACES must name the folder for editors' copies.");
  const sessionSecret = env.STUDIO_SESSION_SECRET ?? '';
  if (sessionSecret.length < shortestSecret) {
    problems.push(`STUDIO_SESSION_SECRET must be at least ${shortestSecret} characters.`);
  }
  const publicOrigin = (env.STUDIO_PUBLIC_ORIGIN ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  if (!httpAddress(publicOrigin) || new URL(publicOrigin).origin !== publicOrigin) {
    problems.push(`STUDIO_PUBLIC_ORIGIN must be an origin like https://studio.example.org.`);
  }
  const sessionHours = Number(env.STUDIO_SESSION_HOURS ?? 8);
  if (!(sessionHours >= 1 && sessionHours <= 24)) {
    problems.push('STUDIO_SESSION_HOURS must be a number of hours from 1 to 24.');
  }
  // Locally the embedded stub's identity service stands in (src/stub-api/handlers/identity.ts).
  const onStudio = (pathname: string) => (httpAddress(publicOrigin) ? publicOrigin : '') + pathname;
  const authorizeUrl = env.STUDIO_IDENTITY_AUTHORIZE_URL ?? onStudio('/identity/authorize');
  const userInfoUrl = env.STUDIO_IDENTITY_USERINFO_URL ?? onStudio('/identity/userinfo');
  for (const [name, value] of [
    ['STUDIO_IDENTITY_AUTHORIZE_URL', authorizeUrl],
    ['STUDIO_IDENTITY_USERINFO_URL', userInfoUrl],
  ] as const) {
    if (!httpAddress(value)) problems.push(`${name} must be an http or https address.`);
  }
  if (problems.length > 0) {
    throw new TeamSettingsProblem(`The studio's team settings:\n- ${problems.join('\n- ')}`);
  }
  return {
    remote,
    workspaces,
    publicOrigin,
    host: env.STUDIO_HOST ?? '127.0.0.1',
    sessionSecret,
    sessionHours,
    identity: {
      authorizeUrl,
      userInfoUrl,
      clientId: env.STUDIO_IDENTITY_CLIENT_ID ?? 'forms-studio',
    },
  };
}
