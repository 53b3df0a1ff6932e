import type { CategoryNode } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { pathTo } from './category-path';

const node = (category_id: number, children: CategoryNode[] = [], parent_id: number | null = null): CategoryNode => ({
  category_id,
  category_name: `c${category_id}`,
  parent_id,
  image: '',
  children,
});

const tree = [node(1, [node(2, [], 1), node(3, [node(4, [], 3)], 1)]), node(5)];

describe('pathTo', () => {
  it('finds the chain from the top category down to the chosen one', () => {
    expect(pathTo(tree, 4).map((n) => n.category_id)).toEqual([1, 3, 4]);
    expect(pathTo(tree, 5).map((n) => n.category_id)).toEqual([5]);
  });

  it('is empty for an unknown or missing id', () => {
    expect(pathTo(tree, 99)).toEqual([]);
    expect(pathTo(tree, undefined)).toEqual([]);
  });
});
