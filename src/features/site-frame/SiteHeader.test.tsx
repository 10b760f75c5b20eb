import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/setup/render-route.tsx';
import { stubServer } from '../../../tests/setup/stub-server.ts';
import { contentPaths } from '../../site/content-paths.ts';

describe('the site header (SPEC section 3: header configuration)', () => {
  it('shows the sections and quick links of the header configuration', async () => {
    renderRoute('/');
    const sections = await screen.findByRole('navigation', { name: 'Main site' });
    expect(within(sections).getByRole('link', { name: 'Help & Support' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Submit a meter reading' })).toHaveAttribute(
      'href',
      '/help-and-support/submit-meter-read',
    );
  });

  it('keeps the brand and home link, and leaves out the rest, when the configuration breaks its schema', async () => {
    stubServer.use(
      http.get(`*${contentPaths.headerConfiguration}`, () =>
        HttpResponse.json({ hideA11yBtn: 'no', sections: 'Energy' }),
      ),
    );
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Help & Support' });
    expect(screen.getByRole('link', { name: /Help & Support home/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main site' })).not.toBeInTheDocument();
  });
});
