import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../tests/setup/stub-server.ts';
import { contentHandlers } from './handlers/content.ts';
import { contentPaths } from '../site/content-paths.ts';
import { createContentFixtureCheck } from './content-fixture-check.ts';

const check = createContentFixtureCheck(path.resolve('schemas/content'));

describe('the stub refuses content that breaks its schema', () => {
  it('accepts a fitting outage and refuses one without a message', () => {
    const outage = contentPaths.serviceOutage;
    expect(check(outage, JSON.stringify({ title: '', message: '' }))).toEqual([]);
    expect(check(outage, JSON.stringify({ title: 'Down' })).join()).toMatch(/message/);
  });

  // Decision 018: the content service may send content over a limit we chose; the site copes.
  it('serves content over a soft limit, as the content service would send it', () => {
    const outage = contentPaths.serviceOutage;
    const long = JSON.stringify({ title: 'Gas off', message: `<p>${'x'.repeat(1500)}</p>` });
    expect(check(outage, long)).toEqual([]);
    const videos = Array.from({ length: 25 }, (_, n) => ({
      id: `video-${n}`,
      title: `Video ${n}`,
      thumbnail: 'http://images.example/thumb.svg',
      link: `/videos/${n}`,
    }));
    expect(check(contentPaths.helpVideos, JSON.stringify({ videos }))).toEqual([]);
  });

  it("checks each category's categoryData against its layout's schema", () => {
    const category = (id: string, categoryData: unknown) => ({
      id,
      type: 'help-categories',
      attributes: {
        title: 'Emergencies',
        description: '',
        'meta-description': '',
        mainCategory: true,
        link: '/help-and-support/emergencies',
        cta: 'Help',
        externalLink: false,
        newLayout: false,
        ctaItems: [],
        categoryData,
      },
    });
    const body = JSON.stringify({
      data: [category('emergencies', { hero: { title: 'x' } })],
      included: [],
    });
    expect(check(contentPaths.categories, body).join()).toMatch(
      /\(emergencies\).*emergencyNumbers/,
    );
  });

  it('answers a broken fixture with a 500 rather than serving it', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'fixtures-'));
    const file = path.join(folder, contentPaths.serviceOutage);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ title: 'No message' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubServer.use(...contentHandlers(folder, check));
    const response = await fetch(`${location.origin}${contentPaths.serviceOutage}`);
    expect(response.status).toBe(500);
    rmSync(folder, { recursive: true });
  });

  it('answers a fixture over a soft limit with the fixture', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'fixtures-'));
    const file = path.join(folder, contentPaths.serviceOutage);
    mkdirSync(path.dirname(file), { recursive: true });
    const body = { title: 'Gas off', message: `<p>${'Please wait. '.repeat(120)}</p>` };
    writeFileSync(file, JSON.stringify(body));
    stubServer.use(...contentHandlers(folder, check));
    const response = await fetch(`${location.origin}${contentPaths.serviceOutage}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(body);
    rmSync(folder, { recursive: true });
  });

  it('refuses something that is not JSON', () => {
    expect(check(contentPaths.serviceOutage, '<html>')).toEqual([
      `${contentPaths.serviceOutage} is not JSON`,
    ]);
  });
});
