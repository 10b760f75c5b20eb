import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { dropDraftWrites } from '../../src/lib/storage/draft-writes.ts';
import { stubServer } from './stub-server.ts';

/** The address a page starts at, before any test of the file moves it. */
const firstAddress = location.href;

// Route components load lazily (code splitting); on a busy machine the first render of a
// route can take seconds, so findBy* queries wait up to 10 s before failing.
configure({ asyncUtilTimeout: 10_000 });

// Every test runs against the same msw handlers as the local site; any request they do not
// handle fails the test, so no test can reach the internet by accident. Only servers a test
// starts itself on 127.0.0.1 are reached directly.
beforeAll(() =>
  stubServer.listen({
    onUnhandledRequest(request, print) {
      if (new URL(request.url).hostname !== '127.0.0.1') print.error();
    },
  }),
);
afterEach(() => {
  cleanup();
  stubServer.resetHandlers();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
  // The tab closes: drafts still waiting to be written go with it, not into the next test.
  dropDraftWrites('');
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => {
  stubServer.close();
  // The next file in this worker may share this page (vite.config.ts): it starts as a fresh one
  // would, with fresh modules (no cache, store or singleton of this file's), real timers, an
  // empty document and the address a new page has.
  vi.resetModules();
  vi.useRealTimers();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  history.replaceState(null, '', firstAddress);
});
