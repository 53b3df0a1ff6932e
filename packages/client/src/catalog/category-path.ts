import type { CategoryNode } from '@mall/contract';

/** The chain from a top category down to the node with this id; empty when it is not in the tree. */
export function pathTo(nodes: CategoryNode[], id: number | undefined): CategoryNode[] {
  if (id === undefined) return [];
  for (const node of nodes) {
    if (node.category_id === id) return [node];
    const below = pathTo(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
