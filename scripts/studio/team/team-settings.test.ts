import { describe, expect, it } from 'vitest';
import { teamSettingsOf } from './team-settings.ts';

const secret = 'a secret of at least thirty-two characters';
const team = {
  STUDIO_MODE: 'team',
  STUDIO_REMOTE: '/srv/git/help-site.git',
  STUDIO_WORKSPACES: '/srv/studio/workspaces',
  STUDIO_SESSION_SECRET: secret,
};

describe("the studio's team settings (decision 061)", () => {
  it('leaves the studio one editor’s tool unless STUDIO_MODE is team', () => {
    expect(teamSettingsOf({}, 4180)).toBeUndefined();
    expect(teamSettingsOf({ STUDIO_MODE: 'single', STUDIO_REMOTE: 'x' }, 4180)).toBeUndefined();
  });

  it('reads the team settings, with the embedded stub as the identity provider by default', () => {
    expect(teamSettingsOf(team, 4180)).toEqual({
      remote: '/srv/git/help-site.git',
      workspaces: '/srv/studio/workspaces',
      publicOrigin: 'http://127.0.0.1:4180',
      host: '127.0.0.1',
      sessionSecret: secret,
      sessionHours: 8,
      identity: {
        authorizeUrl: 'http://127.0.0.1:4180/identity/authorize',
        userInfoUrl: 'http://127.0.0.1:4180/identity/userinfo',
        clientId: 'forms-studio',
      },
    });
  });

  it('takes the public address, the listening address and the provider’s settings', () => {
    expect(
      teamSettingsOf(
        {
          ...team,
          STUDIO_PUBLIC_ORIGIN: 'https://studio.example.org/',
          STUDIO_HOST: '10.0.0.5',
          STUDIO_SESSION_HOURS: '4',
          STUDIO_IDENTITY_AUTHORIZE_URL: 'https://id.example.org/authorize',
          STUDIO_IDENTITY_USERINFO_URL: 'https://id.example.org/userinfo',
          STUDIO_IDENTITY_CLIENT_ID: 'studio-prod',
        },
        4180,
      ),
    ).toMatchObject({
      publicOrigin: 'https://studio.example.org',
      host: '10.0.0.5',
      sessionHours: 4,
      identity: {
        authorizeUrl: 'https://id.example.org/authorize',
        userInfoUrl: 'https://id.example.org/userinfo',
        clientId: 'studio-prod',
      },
    });
  });

  it('names every setting missing or wrong at once, so no server starts half configured', () => {
    expect(() =>
      teamSettingsOf(
        {
          STUDIO_MODE: 'team',
          STUDIO_SESSION_SECRET: 'short',
          STUDIO_PUBLIC_ORIGIN: 'https://studio.example.org/forms',
          STUDIO_IDENTITY_USERINFO_URL: 'ftp://id.example.org',
        },
        4180,
      ),
    ).toThrow(
      [
        "The studio's team settings:",
        '- STUDIO_REMOTE must name the repository editors clone.',
        "- STUDIO_WORKSPACES must name the folder for editors' copies.",
        '- STUDIO_SESSION_SECRET must be at least 32 characters.',
        '- STUDIO_PUBLIC_ORIGIN must be an origin like https://studio.example.org.',
        '- STUDIO_IDENTITY_USERINFO_URL must be an http or https address.',
      ].join('\n'),
    );
    expect(() => teamSettingsOf({ ...team, STUDIO_SESSION_HOURS: '0.5' }, 4180)).toThrow(
      'STUDIO_SESSION_HOURS must be a number of hours from 1 to 24.',
    );
    expect(() => teamSettingsOf({ ...team, STUDIO_MODE: 'teams' }, 4180)).toThrow(
      'STUDIO_MODE must be "team" or "single", not "teams".',
    );
  });
});
