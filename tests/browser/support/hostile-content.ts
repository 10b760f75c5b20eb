import { readFileSync } from 'node:fs';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/**
 * Hostile content for the browser: the XSS vectors of tests/data/xss-vectors.json (public
 * sanitiser fixtures and the OWASP evasion cheat sheet) plus payloads of our own that would set
 * a global flag, served in place of the content service's HTML.
 */

interface VectorFile {
  readonly vectors: readonly { readonly id: string; readonly payload: string }[];
}

/** Payloads that would set `window.xssRan` if any script in them ran. */
export const flagPayloads = [
  '<script>window.xssRan = "script"</script>',
  '<img src="/help-and-support/assets/none.png" onerror="window.xssRan = \'onerror\'">',
  '<svg onload="window.xssRan = \'svg\'"><circle r="1"></circle></svg>',
  '<iframe srcdoc="<script>parent.xssRan = \'srcdoc\'</script>"></iframe>',
  '<details open ontoggle="window.xssRan = \'toggle\'"><summary>x</summary></details>',
  '<a id="xss-link" href="javascript:window.xssRan = \'href\'">link</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.xssRan = \'meta\'">',
  '<object data="data:text/html,<script>parent.xssRan = 1</script>"></object>',
  '<base href="https://attacker.example/">',
  '<form action="https://attacker.example/steal"><button>go</button></form>',
  '<img src="https://attacker.example/pixel.gif">',
  '<link rel="stylesheet" href="https://attacker.example/x.css">',
  '<div style="background:url(https://attacker.example/bg.png)">styled</div>',
];

/** All vectors in batches, our own flag payloads appended to each batch. */
export function vectorBatches(size: number): string[] {
  const { vectors } = JSON.parse(readFileSync('tests/data/xss-vectors.json', 'utf8')) as VectorFile;
  if (vectors.length === 0) throw new Error('tests/data/xss-vectors.json holds no vectors');
  const batches: string[] = [];
  for (let start = 0; start < vectors.length; start += size) {
    const batch = vectors
      .slice(start, start + size)
      .map((vector) => `<div>${vector.payload}</div>`);
    batches.push([...batch, ...flagPayloads].join('\n'));
  }
  return batches;
}

/**
 * Replaces alert, confirm, prompt and print in every frame with traps that record the call,
 * before any of the site's scripts run, so a payload that ran leaves a trace.
 */
export async function installXssTraps(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = (name: string) => () => {
      const top = window.top ?? window;
      (top as unknown as { xssRan?: string }).xssRan ??= name;
    };
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, { value: record(name), configurable: false });
    }
  });
}

/** Fails if any payload ran: the flag is set or a dialog opened. */
export async function expectNoScriptRan(page: Page, dialogs: readonly string[]): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { xssRan?: unknown }).xssRan ?? null),
  ).toBeNull();
  expect(dialogs).toEqual([]);
}

/** Attributes whose value the browser treats as an address to load or navigate to. */
const addressAttributes = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'ping',
]);

/** Fails if the rendered content holds anything executable, styled inline, or re-based. */
export async function expectNothingExecutable(content: Locator): Promise<void> {
  const found = await content.evaluate(
    (root, addresses) => {
      const problems: string[] = [];
      const blockedTags = [
        'script',
        'iframe',
        'frame',
        'object',
        'embed',
        'base',
        'meta',
        'link',
        'form',
        'style',
      ];
      for (const element of root.querySelectorAll('*')) {
        const tag = element.tagName.toLowerCase();
        if (blockedTags.includes(tag)) problems.push(`<${tag}>`);
        for (const attribute of element.attributes) {
          const name = attribute.name.toLowerCase();
          // Browsers skip whitespace and control characters inside addresses.
          const value = Array.from(attribute.value)
            .filter((character) => (character.codePointAt(0) ?? 0) > 0x20)
            .join('')
            .toLowerCase();
          if (name.startsWith('on') || name === 'style') problems.push(`${tag}[${name}]`);
          if (addresses.includes(name) && /^(javascript|vbscript|data):/.test(value)) {
            problems.push(`${tag}[${name}=${value.slice(0, 30)}]`);
          }
        }
      }
      return problems;
    },
    [...addressAttributes],
  );
  expect(found).toEqual([]);
}

/**
 * Parsing hostile HTML, even into an inert document (DOMParser, DOMPurify), makes Chromium report
 * the inline handlers, styles and <base> it meets as CSP violations, though nothing ran or
 * applied. Hostile tests expect those reports and check the live DOM for the real thing.
 */
export const inertParseDirectives = new Set([
  'script-src-attr',
  'style-src-attr',
  'style-src-elem',
  'base-uri',
]);
