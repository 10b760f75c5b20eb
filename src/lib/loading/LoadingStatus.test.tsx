import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingStatus } from './LoadingStatus.tsx';

describe('LoadingStatus', () => {
  it('is a polite status region, in the page before its words so they are announced', async () => {
    render(<LoadingStatus text="Loading the form…" />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(await screen.findByText('Loading the form…')).toBe(status);
  });

  it('is announced once: one live region, no aria-live on top of role="status"', async () => {
    const { container } = render(<LoadingStatus text="Loading your deals…" />);
    await screen.findByText('Loading your deals…');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(container.querySelectorAll('[aria-live]')).toHaveLength(0);
  });
});
