import { describe, expect, it } from 'vitest';
import { classOfModule, projectPath, splitScript, sumSplits } from './script-classes.ts';

describe("a built file's source module", () => {
  it.each([
    ['../../../src/site/config.ts', 'src/site/config.ts'],
    [
      '../../../node_modules/react-dom/cjs/react-dom.production.js',
      'node_modules/react-dom/cjs/react-dom.production.js',
    ],
    ['../../../node_modules/a/node_modules/ajv/dist/ajv.js', 'node_modules/ajv/dist/ajv.js'],
    ['../../../node_modules/@rjsf/core/src/index.ts', 'node_modules/@rjsf/core/src/index.ts'],
  ])('%s is %s in the project', (source, path) => {
    expect(projectPath(source)).toBe(path);
  });

  it.each([
    ['../../../src/app/content-page/content-page.ts', 'page script'],
    ['../../../src/lib/consent/stand-in-consent.ts', 'consent'],
    ['../../../src/features/telemetry/start-stand-in-consent-banner.ts', 'consent'],
    ['../../../src/features/telemetry/stand-in-consent-banner.ts', 'consent'],
    ['../../../src/lib/analytics/page-view.ts', 'analytics'],
    ['../../../src/features/telemetry/boot-telemetry.ts', 'analytics'],
    ['../../../src/lib/telemetry/scrub-url.ts', 'analytics'],
    ['../../../node_modules/react-dom/cjs/react-dom-client.production.js', 'app'],
    ['../../../node_modules/@tanstack/router-core/dist/esm/router.js', 'app'],
    ['../../../src/main.tsx', 'app'],
    ['../../../src/routes/$category/index.tsx', 'app'],
    ['../../../src/features/help-content/article/ArticlePage.tsx', 'app'],
    ['../../../src/site/config.ts', 'shared'],
    ['../../../src/schema-forms/character-count-status.ts', 'shared'],
    ['../../../src/schema-forms/form-copy.ts', 'shared'],
    ['../../../src/schema-forms/theme/widgets/CharacterCount.tsx', 'app'],
    ['../../../src/schema-forms/theme/FieldTemplate.tsx', 'app'],
    ['../../../src/features/was-this-helpful/wire-was-this-helpful.ts', 'shared'],
    ['../../../node_modules/dompurify/dist/purify.es.mjs', 'shared'],
    ['../../../node_modules/@datadog/browser-rum/esm/index.js', 'rum'],
  ])('%s is counted as %s', (source, expected) => {
    expect(classOfModule(source)).toBe(expected);
  });
});

describe("a script's gzip size split by class", () => {
  const chars = new Map([
    ['../../../src/app/content-page/content-page.ts', 300],
    ['../../../src/lib/analytics/page-view.ts', 100],
    ['../../../src/site/config.ts', 100],
  ]);

  it('shares the size in proportion to the code each module produced', () => {
    const split = splitScript(1000, chars, 0, 'page script');
    expect(split).toEqual({ 'page script': 800, consent: 0, analytics: 200, app: 0, rum: 0 });
  });

  it('counts shared modules for the app when the page script did not load the file', () => {
    expect(splitScript(1000, chars, 0, 'app').app).toBe(200);
  });

  it("gives the bundler's glue to the file's largest class", () => {
    const split = splitScript(1000, chars, 500, 'app');
    expect(split['page script']).toBe(800);
  });

  it('counts a file without a source map wholly for whoever loaded it', () => {
    expect(splitScript(700, new Map(), 40, 'app').app).toBe(700);
  });

  it('keeps RUM apart even in a file counted as a whole', () => {
    const rum = new Map([
      ['../../../node_modules/@datadog/browser-rum/esm/index.js', 1],
      ['../../../src/lib/consent/onetrust.ts', 1],
    ]);
    expect(splitScript(100, rum, 0, 'app', 'consent')).toEqual({
      'page script': 0,
      consent: 50,
      analytics: 0,
      app: 0,
      rum: 50,
    });
  });

  it('adds splits together', () => {
    const one = splitScript(100, new Map(), 0, 'app');
    const two = splitScript(50, new Map(), 0, 'page script');
    expect(sumSplits([one, two])).toEqual({
      'page script': 50,
      consent: 0,
      analytics: 0,
      app: 100,
      rum: 0,
    });
  });
});
