import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from './render-route.tsx';

// Test files share their worker's page and get fresh modules between them (vitest-setup.ts). The
// router leaves itself on the page (window.__TSR_ROUTER__); a route module evaluated afresh must
// not take its components from that router, or a file would render the previous file's pages,
// with that file's drafts and stores.
describe('fresh modules for each test file that shares a page', () => {
  it("a route evaluated again keeps its own components, not the last router's", async () => {
    const { createAppRouter } = await import('../../src/app/router.tsx');
    const first = await import('../../src/routes/complaints/$complaint/index.tsx');
    createAppRouter(createTestQueryClient(), { history: createMemoryHistory() });
    vi.resetModules();
    const again = await import('../../src/routes/complaints/$complaint/index.tsx');
    expect(again.Route.options.component).toBeDefined();
    expect(again.Route.options.component).not.toBe(first.Route.options.component);
  });
});
