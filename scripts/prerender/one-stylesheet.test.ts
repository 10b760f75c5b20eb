import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basePath } from '../../src/site/site-paths.ts';
import { heldAttribute, withOneStylesheet } from './one-stylesheet.ts';

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
  writeFileSync(path.join(outDir, 'assets/form.css'), '.form{color:blue}');
});
afterEach(() => rmSync(outDir, { recursive: true }));

const linked = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet"[^>]*href="[^"]*\/assets\/([^"]+)"([^>]*)>/g)].map(
    ([, name, rest]) => ({ name, held: rest?.includes('disabled') ?? false }),
  );

describe("a prerendered page's stylesheets", () => {
  it('are one file, their texts in their order; each held stays linked, disabled', () => {
    const html = withOneStylesheet(page('base.css', 'route.css', 'form.css'), outDir);
    const links = linked(html);
    expect(links.filter((one) => !one.held)).toHaveLength(1);
    expect(links.filter((one) => one.held).map((one) => one.name)).toEqual([
      'base.css',
      'route.css',
      'form.css',
    ]);
    expect(html).toContain(heldAttribute);
    const combined = links[0]?.name ?? '';
    expect(readFileSync(path.join(outDir, 'assets', combined), 'utf8')).toBe(
      'body{margin:0}\n.card{color:red}\n.form{color:blue}',
    );
  });

  it('are shared by pages linking the same ones', () => {
    const first = linked(withOneStylesheet(page('base.css', 'route.css'), outDir))[0];
    const second = linked(withOneStylesheet(page('base.css', 'route.css'), outDir))[0];
    const other = linked(withOneStylesheet(page('base.css', 'form.css'), outDir))[0];
    expect(second?.name).toBe(first?.name);
    expect(other?.name).not.toBe(first?.name);
    expect(
      readdirSync(path.join(outDir, 'assets')).filter((name) => name.startsWith('page-')),
    ).toHaveLength(2);
  });

  it('stay as they are when there is one, or one from elsewhere', () => {
    const one = page('base.css');
    expect(withOneStylesheet(one, outDir)).toBe(one);
    const withOther = page('base.css', 'route.css').replace(
      '</head>',
      '<link rel="stylesheet" href="https://fonts.example/a.css"></head>',
    );
    expect(withOneStylesheet(withOther, outDir)).toBe(withOther);
  });
});
