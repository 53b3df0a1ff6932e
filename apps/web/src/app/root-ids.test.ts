import { h, render } from 'preact';
import { useId } from 'preact/hooks';
import { describe, expect, it } from 'vitest';
import './root-ids';

function Labelled() {
  const id = useId();
  return h('input', { id, 'data-testid': 'field' });
}

describe('ids in several render roots', () => {
  it('never repeat an id of another root, as a page and its dialog are', () => {
    const page = document.createElement('div');
    const dialog = document.createElement('div');
    document.body.append(page, dialog);
    render(h('main', null, h(Labelled, null), h(Labelled, null)), page);
    render(h(Labelled, null), dialog);
    const ids = [...document.querySelectorAll('[data-testid="field"]')].map((field) => field.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    render(null, page);
    render(null, dialog);
  });
});
