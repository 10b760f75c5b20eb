import { describe, expect, it } from 'vitest';
import { moveButtonAfter, movedChoices } from './choice-moves.ts';

describe('moving a choice', () => {
  it('swaps it with its neighbour, and leaves the list alone at an edge', () => {
    expect(movedChoices(['Dual', 'Gas', 'Electricity'], 2, 'up')).toEqual([
      'Dual',
      'Electricity',
      'Gas',
    ]);
    expect(movedChoices(['Dual', 'Gas', 'Electricity'], 0, 'down')).toEqual([
      'Gas',
      'Dual',
      'Electricity',
    ]);
    expect(movedChoices(['Dual', 'Gas'], 0, 'up')).toEqual(['Dual', 'Gas']);
  });

  it('keeps focus on the moved choice’s button, the other one at an edge', () => {
    expect(moveButtonAfter(1, 3, 'up')).toBe('up');
    expect(moveButtonAfter(0, 3, 'up')).toBe('down');
    expect(moveButtonAfter(2, 3, 'down')).toBe('up');
  });
});
