import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SanitisedHtml } from './SanitisedHtml.tsx';
import { sanitiseArticleHtml } from './sanitise-article-html.ts';
import { sanitiseDisplayText } from './sanitise-display-text.ts';
import { sanitisedAtBuildId, type SanitisedAtBuild } from './sanitised-at-build.ts';

const hostile =
  '<p>Call <b>105</b><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>';

/** The block a prerendered page carries (scripts/prerender/page-html.ts). */
function builtWith(data: SanitisedAtBuild) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = sanitisedAtBuildId;
  block.textContent = JSON.stringify(data);
  document.body.append(block);
}

afterEach(() => document.getElementById(sanitisedAtBuildId)?.remove());

describe('SanitisedHtml', () => {
  it('renders display text exactly as the display-text sanitiser returned it', async () => {
    const { container } = render(<SanitisedHtml html={hostile} kind="display" />);
    expect(await screen.findByText('105')).toBeVisible();
    expect(container.firstElementChild?.innerHTML).toBe(sanitiseDisplayText(hostile));
    expect(container.querySelector('img, [onerror], [href^="javascript"]')).toBeNull();
  });

  it('renders article markup with the article sanitiser, in the element asked for', async () => {
    const html = '<h2>Steps</h2><img src="https://example.com/a.png" alt="">';
    const { container } = render(
      <SanitisedHtml html={html} kind="article" as="span" className="content" />,
    );
    expect(await screen.findByRole('heading', { name: 'Steps' })).toBeVisible();
    const wrapper = container.firstElementChild;
    expect(wrapper?.tagName).toBe('SPAN');
    expect(wrapper).toHaveClass('content');
    expect(wrapper?.innerHTML).toBe(sanitiseArticleHtml(html));
  });

  it('shows content the page was built with as the build sanitised it, on the first render', () => {
    const html = '<p>Read your meter <b>today</b><img src=x onerror=alert(1)></p>';
    // Marked, so the test tells the build's output from the browser's.
    builtWith({ display: [[html, '<p>Read your meter <b>today</b> (as built)</p>']] });
    const { container } = render(<SanitisedHtml html={html} kind="display" />);
    expect(container.firstElementChild?.innerHTML).toBe(
      '<p>Read your meter <b>today</b> (as built)</p>',
    );
  });

  it('sanitises in the browser content changed since the build, or of the other kind', async () => {
    builtWith({ display: [['<p>As built</p>', '<p>As built</p>']] });
    const changed = '<p>Changed <b>since</b><img src=x onerror=alert(1)></p>';
    const { container } = render(
      <>
        <SanitisedHtml html={changed} kind="display" />
        <SanitisedHtml html="<p>As built</p>" kind="article" />
      </>,
    );
    expect(await screen.findByText('since')).toBeVisible();
    expect(container.children[0]?.innerHTML).toBe(sanitiseDisplayText(changed));
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.children[1]?.innerHTML).toBe(sanitiseArticleHtml('<p>As built</p>'));
  });
});
