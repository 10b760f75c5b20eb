import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basePath } from '../../src/site/site-paths.ts';
import { heldAttribute, styleHashSource, withOneStylesheet } from './one-stylesheet.ts';

let outDir: string;
const link = (name: string) =>
  `<link rel="stylesheet" crossorigin href="${basePath}/assets/${name}">`;
const page = (...names: string[]) =>
  `<html><head><meta charset="utf-8">${names.map(link).join('')}</head><body></body></html>`;

beforeEach(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'one-stylesheet-'));
  mkdirSync(path.join(outDir, 'assets'));
  writeFileSync(path.join(outDir, 'assets/base.css'), 'body{margin:0}');
  writeFileSync(path.join(outDir, 'assets/route.css'), '.card{color:red}');
  writeFileSync(path.join(outDir, 'assets/form.css'), '.form:after{content:"$&"}');
});
afterEach(() => rmSync(outDir, { recursive: true }));

const linked = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet"[^>]*href="[^"]*\/assets\/([^"]+)"([^>]*)>/g)].map(
    ([, name, rest]) => ({ name, held: rest?.includes('disabled') ?? false }),
  );
const styleElements = (html: string) =>
  [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]);

describe("a prerendered page's stylesheets", () => {
  it('are in the page, their texts in their order; each held stays linked, disabled', () => {
    const { html } = withOneStylesheet(page('base.css', 'route.css', 'form.css'), outDir);
    expect(styleElements(html)).toEqual([
      'body{margin:0}\n.card{color:red}\n.form:after{content:"$&"}',
    ]);
    expect(linked(html)).toEqual([
      { name: 'base.css', held: true },
      { name: 'route.css', held: true },
      { name: 'form.css', held: true },
    ]);
    expect(html).toContain(heldAttribute);
    // Before the first held link, where the first was linked: the cascade keeps its order.
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('base.css'));
  });

  it('are allowed by the hash of their text, which the policy lists', () => {
    const { html, styleSource } = withOneStylesheet(page('base.css', 'route.css'), outDir);
    expect(styleSource).toBe(styleHashSource(styleElements(html)[0] ?? ''));
    expect(styleSource).toMatch(/^'sha256-[\w+/]+=*'$/);
    // The same styles, the same hash: pages linking the same stylesheets share one source.
    expect(withOneStylesheet(page('base.css', 'route.css'), outDir).styleSource).toBe(styleSource);
    expect(withOneStylesheet(page('base.css'), outDir).styleSource).not.toBe(styleSource);
  });

  it('stay as they are with one from elsewhere', () => {
    const withOther = page('base.css', 'route.css').replace(
      '</head>',
      '<link rel="stylesheet" href="https://fonts.example/a.css"></head>',
    );
    expect(withOneStylesheet(withOther, outDir)).toEqual({ html: withOther });
  });
});
