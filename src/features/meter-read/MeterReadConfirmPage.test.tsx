import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/setup/render-route.tsx';

describe('meter-read confirmation page (SPEC section 2)', () => {
  it('thanks the customer and explains how the reading is used; never indexed', async () => {
    renderRoute('/submit-meter-read-confirm');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Thank you for submitting your meter reading',
      }),
    ).toBeInTheDocument();
    // "the reading is used for the bill if one is due, or to limit the next bill to actual use"
    expect(screen.getByText(/If a bill is due, we'll use your reading/)).toBeInTheDocument();
    expect(screen.getByText(/limited to the energy you've actually used/)).toBeInTheDocument();
    // "the customer is contacted if the reading cannot be used"
    expect(
      screen.getByText("If we can't use your reading, we'll contact you."),
    ).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex,nofollow,noarchive',
    );
  });
});

describe('"Was this page helpful?" on the meter-read confirmation (issue 32)', () => {
  it('asks about the meter-read journey', async () => {
    renderRoute('/submit-meter-read-confirm');
    const question = await screen.findByRole('region', { name: 'Was this page helpful?' });
    expect(question.dataset).toMatchObject({
      about: 'journey',
      name: 'submit-meter-read',
      category: 'meter-read',
    });
  });
});
