import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SanitisedHtml } from './SanitisedHtml.tsx';
import { sanitiseArticleHtml } from './sanitise-article-html.ts';
import { sanitiseDisplayText } from './sanitise-display-text.ts';

const hostile =
  '<p>Call <b>105</b><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>';

describe('SanitisedHtml', () => {
  it('renders display text exactly as the display-text sanitiser returned it', () => {
    const { container } = render(<SanitisedHtml html={hostile} kind="display" />);
    expect(container.firstElementChild?.innerHTML).toBe(sanitiseDisplayText(hostile));
    expect(container.querySelector('img, [onerror], [href^="javascript"]')).toBeNull();
  });

  it('renders article markup with the article sanitiser, in the element asked for', () => {
    const html = '<h2>Steps</h2><img src="https://example.com/a.png" alt="">';
    const { container } = render(
      <SanitisedHtml html={html} kind="article" as="span" className="content" />,
    );
    const wrapper = container.firstElementChild;
    expect(wrapper?.tagName).toBe('SPAN');
    expect(wrapper).toHaveClass('content');
    expect(wrapper?.innerHTML).toBe(sanitiseArticleHtml(html));
  });
});
