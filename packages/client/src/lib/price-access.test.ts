import { describe, expect, it } from 'vitest';
import { HIDDEN_PRICE_TEXT, hiddenPriceTarget, mayOrder, type PriceAccess } from './price-access';

const ALL: PriceAccess[] = ['visitor', 'pending', 'member', 'expired', 'rejected'];

describe('what stands in for a price', () => {
  it('leads a visitor to log in and a lapsed member to renew; a pending or rejected account nowhere', () => {
    expect(ALL.map((access) => [access, hiddenPriceTarget(access)])).toEqual([
      ['visitor', 'login'],
      ['pending', null],
      ['member', 'renewal'],
      ['expired', 'renewal'],
      ['rejected', null],
    ]);
  });

  it('asks a lapsed member to renew, in words of its own for each other state', () => {
    expect(HIDDEN_PRICE_TEXT.member).toBe(HIDDEN_PRICE_TEXT.expired);
    expect(new Set(ALL.map((access) => HIDDEN_PRICE_TEXT[access])).size).toBe(4);
  });

  it('lets a visitor try to order (to be asked to log in) and a member order; no one else', () => {
    expect(ALL.filter(mayOrder)).toEqual(['visitor', 'member']);
  });
});
