import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offeredAddress } from '../model/example-answers.ts';
import { OfferedAnswer } from './OfferedAnswer.tsx';

describe('an answer the studio offers an example', () => {
  it('shows an address by its label, not the lookup’s fields', () => {
    render(<OfferedAnswer label="Answer in the example 'Home'" answer={offeredAddress()} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      "Answer in the example 'Home': 3 Station Road, Norwich, LS1 1AA",
    );
    expect(screen.queryByRole('code')).toBeNull();
  });

  it('shows the boxes ticked by their values', () => {
    render(
      <OfferedAnswer label="Answer in the example 'Home'" answer={['Mornings', 'Evenings']} />,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      "Answer in the example 'Home': Mornings, Evenings",
    );
    expect(screen.queryByRole('code')).toBeNull();
  });

  it('shows any other answer as the file holds it', () => {
    render(<OfferedAnswer label="Answer in the example 'Home'" answer={true} />);
    expect(screen.getByRole('code')).toHaveTextContent('true');
  });
});
