// The catalogue's category ids as the storefront's tree lists them: what the list-page loads ask for.

/**
 * Every category id of the tree, parents before their children.
 * @param {string} baseUrl
 * @returns {Promise<number[]>}
 */
export async function categoryIds(baseUrl) {
  const tree = await (await fetch(`${baseUrl}/api/shop/category`)).json();
  /** @type {number[]} */
  const ids = [];
  /** @param {Array<{ category_id: number, children: any[] }>} nodes */
  const walk = (nodes) => {
    for (const node of nodes) {
      ids.push(node.category_id);
      walk(node.children);
    }
  };
  walk(tree.data.list);
  return ids;
}
