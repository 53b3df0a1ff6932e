/** Names that speak of money: their value must be null (or false, for `price_visible`). */
const PRICE_NAME = /price|discount|sub_?total|amount|cost|fee|tax|saving|currency_value/i;

/** Where an answer gives a price to someone who may not see one, as `path = value`. */
export function priceLeaks(value: unknown, path: string, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      priceLeaks(item, `${path}[${i}]`, found);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const at = `${path}.${key}`;
      if (key === 'price_visible') {
        if (inner !== false) found.push(`${at} = ${JSON.stringify(inner)}`);
      } else if (PRICE_NAME.test(key) && key !== 'currency' && inner !== null && typeof inner !== 'object') {
        found.push(`${at} = ${JSON.stringify(inner)}`);
      } else priceLeaks(inner, at, found);
    }
  }
  return found;
}
