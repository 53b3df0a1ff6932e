import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfiniteMore } from './infinite-more';

describe('InfiniteMore', () => {
  // An animated SVG below the fold had the page laid out and painted every frame while the list had more.
  it('says more is loading with dots the stylesheet animates, and no animated SVG', async () => {
    const { container } = render(
      <InfiniteMore pages={{ hasNextPage: true, fetchNextPage: () => new Promise(() => {}) }} />,
    );
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading more…');
    expect(status.querySelectorAll('i')).toHaveLength(3);
    expect(container.querySelector('svg')).toBeNull();
  });
});
