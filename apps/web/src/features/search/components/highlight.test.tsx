import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight } from './highlight';

describe('Highlight', () => {
  it('marks the typed part wherever it occurs, case ignored', () => {
    const { container } = render(<Highlight text="Ball Bearings" typed="bear" />);
    expect(container.querySelector('mark')?.textContent).toBe('Bear');
    expect(container.textContent).toBe('Ball Bearings');
  });

  it('marks Chinese, and nothing when the text does not contain what was typed (pinyin)', () => {
    expect(render(<Highlight text="不锈钢螺栓" typed="螺" />).container.querySelector('mark')?.textContent).toBe('螺');
    expect(render(<Highlight text="螺栓" typed="luoshuan" />).container.querySelector('mark')).toBeNull();
  });
});
