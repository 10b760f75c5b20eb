import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test, expect } from '@playwright/test';
import { distDir } from './support/chromium.ts';
import { eagerCompileHint } from '../../scripts/vite/eager-compile-hint.ts';

/**
 * The built JavaScript must run under a CSP without 'unsafe-eval' and in the browser as ES
 * modules: no eval, no Function constructor, and no CommonJS require left by a dependency
 * (ajv's standalone validators emit require() calls unless bundled).
 */
const forbidden = [
  { name: 'eval(', pattern: /(?<![\w$.])eval\(/g },
  { name: 'new Function(', pattern: /\bnew Function\(/g },
  { name: 'Function("...") constructor', pattern: /(?<![\w$.])Function\(\s*["'`]/g },
  // Not inside a string: ajv's runtime modules carry `require(...)` as code-generation text.
  { name: 'require(', pattern: /(?<![\w$.'"`])require\(/g },
];

function javascriptFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

test('the built JavaScript has no eval, no Function constructor and no leftover require', () => {
  const files = javascriptFiles(distDir);
  expect(files.length, `JavaScript files in ${distDir}`).toBeGreaterThan(0);
  const findings = files.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return forbidden.flatMap(({ name, pattern }) =>
      [...source.matchAll(pattern)].map(
        (match) =>
          `${relative(distDir, file)}: ${name} in …${source.slice(Math.max(0, match.index - 40), match.index + 40)}…`,
      ),
    );
  });
  expect(findings).toEqual([]);
});

test('the form renderer carries none of fast-uri, markdown-to-jsx, fast-equals and @x0k/json-schema-merge, which the build replaces', () => {
  // The build replaces them (decisions 013, 016, 058 and 063); a dependency upgrade importing
  // them by another path would bring them back unnoticed.
  const replaced = /node_modules\/(fast-uri|markdown-to-jsx|fast-equals|@x0k\/json-schema-merge)\//;
  // The bundler's own tiny helpers have no source map and bundle no module.
  const mapped = javascriptFiles(distDir).filter((file) => existsSync(`${file}.map`));
  expect(mapped.length).toBeGreaterThan(0);
  const bundled = mapped.flatMap((file) => {
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
    return map.sources.filter((source) => replaced.test(source));
  });
  expect(bundled).toEqual([]);
});

test("the files every app page runs first start with V8's eager-compile hint, after minification", () => {
  // scripts/vite/eager-compile-hint.ts: the hint works only as the file's first line.
  const hinted = javascriptFiles(distDir).filter((file) =>
    readFileSync(file, 'utf8').startsWith(`${eagerCompileHint}\n`),
  );
  const names = hinted.map((file) => relative(distDir, file).replace(/-[\w-]{8}\.js$/, ''));
  expect(names).toEqual(expect.arrayContaining(['assets/framework', 'assets/index']));
  // The form engine's chunks, and none of the page script's or a route's.
  expect(names.some((name) => /LoadedSchemaForm|form-engine/.test(name))).toBe(true);
  expect(
    names.filter((name) => /content-page|early-requests|start-after-paint|routes/.test(name)),
  ).toEqual([]);
  // The added line shifts each source map by one line: its mappings start with an empty line.
  for (const file of hinted) {
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
    expect(map.mappings.startsWith(';'), relative(distDir, file)).toBe(true);
  }
});

test("every page carries the consent banner's question first in its body, for it to paint with the page", () => {
  // Painted by the banner's script after the page, the question's paragraph was the largest
  // paint of most pages, 1.2–1.6 s on Lighthouse's phone (decision 049).
  const pages = [
    'index.html',
    'pages/index.html',
    'pages/contact-us.html',
    'pages/meters.html',
    'pages/submit-meter-read.html',
  ];
  for (const name of pages) {
    const html = readFileSync(join(distDir, name), 'utf8');
    const body =
      /<body>\s*<section class="consent-banner" aria-label="Cookies on Help &amp; Support" data-consent-question-from-build="">([\s\S]*?)<\/section>/.exec(
        html,
      );
    expect(body, `${name}: the question first in the body`).not.toBeNull();
    expect(body?.[1]).toContain('data-consent-choice="accept-all"');
    expect(body?.[1]).toContain('data-consent-choice="reject-all"');
    // Painted half parsed on a busy phone, a few pixels tall, it grew and moved (a layout shift
    // on /submit-meter-read-confirm): the first paint waits for the element after it, and
    // for no more of the page (the app's root, after that, holds a prerendered page whole).
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, `${name}: the first paint waits for the whole question`).toContain(
      '<link rel="expect" href="#consent-question-end" blocking="render">',
    );
    expect(html.slice(html.indexOf('</section>')), `${name}: the mark right after it`).toMatch(
      /^<\/section><span id="consent-question-end"><\/span>\s*<div id="root">/,
    );
  }
});

test("every page asks for the consent banner's modules with the banner, once each", () => {
  // Listed further down with the app's, they arrived 90–150 ms after the banner's own file, and
  // the banner (a page's largest paint) waited for them (decision 028).
  const pages = ['index.html', 'pages/contact-us.html', 'pages/submit-meter-read.html'];
  for (const name of pages) {
    const html = readFileSync(join(distDir, name), 'utf8');
    const banner = /<script [^>]*src="([^"]+)" data-stand-in-consent-banner>/.exec(html);
    expect(banner, `${name}: the consent banner's script`).not.toBeNull();
    const bannerUrl = banner?.[1] ?? '';
    const bannerCode = readFileSync(
      join(distDir, bannerUrl.replace(/^\/help-and-support\//, '')),
      'utf8',
    );
    const imports = [...bannerCode.matchAll(/from"\.\/([\w-]+\.js)"/g)].map((match) => match[1]);
    expect(imports.length, `${name}: the banner's imports`).toBeGreaterThan(0);
    const firstScript = html.search(/<script[ >]/);
    for (const file of imports) {
      const preload = `<link rel="modulepreload" crossorigin href="/help-and-support/assets/${file}">`;
      expect(html.split(preload).length - 1, `${name}: preloads of ${file}`).toBe(1);
      expect(html.indexOf(preload), `${name}: ${file} before the page's first script`).toBeLessThan(
        firstScript,
      );
    }
  }
});

/** The app's entry and what it imports at once: what every app page runs before the customer acts. */
function appEntryFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit('index.html');
  return files;
}

function messageFile<Words>(name: string): Words {
  return JSON.parse(readFileSync(join('schemas/messages', name), 'utf8')) as Words;
}

test("the app's entry and what it imports at once carry none of the words of pages it does not show", () => {
  // The search words came with the router's reading of /search addresses, for their limit alone;
  // the help pages' words with two routes' loading lines; the emergencies page's with the error
  // page's two numbers (issue 40).
  const helpContent = messageFile<{ home: { intro: string } }>('help-content.json');
  const emergencies = messageFile<{ safetyAdvice: { title: string } }>('emergencies-fallback.json');
  const files = appEntryFiles();
  expect(files.size).toBeGreaterThan(3);
  for (const file of files) {
    const code = readFileSync(join(distDir, file), 'utf8');
    expect(code, file).not.toContain('Search must be 2,000 characters or fewer');
    expect(code, file).not.toContain(helpContent.home.intro);
    expect(code, file).not.toContain(emergencies.safetyAdvice.title);
  }
});

test("the app's entry leaves TanStack Query's mutations to the pages that send a lead", () => {
  const mutations = /@tanstack\/(react-query|query-core)\/.*\/(useMutation|mutationObserver)\.js$/;
  // The bundler's own tiny helpers have no source map and bundle no module.
  const mapped = [...appEntryFiles()].filter((file) => existsSync(join(distDir, `${file}.map`)));
  expect(mapped.length).toBeGreaterThan(3);
  const bundled = mapped.flatMap((file) => {
    const map = JSON.parse(readFileSync(join(distDir, `${file}.map`), 'utf8')) as {
      sources: string[];
    };
    return map.sources.filter((source) => mutations.test(source));
  });
  expect(bundled).toEqual([]);
});

test("no built script carries a message file's notes for its editors", () => {
  // scripts/vite/message-notes-plugin.ts leaves them out of the build.
  const notes = readdirSync('schemas/messages')
    .filter((name) => name.endsWith('.json') && !name.endsWith('.schema.json'))
    .map((name) => messageFile<{ $comment?: unknown }>(name).$comment)
    .filter((note): note is string => typeof note === 'string');
  expect(notes.length).toBeGreaterThan(10);
  const carried = javascriptFiles(distDir).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    return notes
      .filter((note) => code.includes(note))
      .map((note) => `${relative(distDir, file)}: ${note.slice(0, 60)}`);
  });
  expect(carried).toEqual([]);
});
