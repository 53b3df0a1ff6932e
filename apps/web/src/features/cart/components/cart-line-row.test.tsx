import { i18n } from '@mall/client/lib/i18n';
import type { CartLine } from '@mall/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartLineRow } from './cart-line-row';

const line: CartLine = {
  id: 9,
  source: 'mall',
  product_id: 42,
  campaign_id: null,
  name: 'Kraft Stretch Wrap Film',
  image: '',
  unit: 'roll',
  code: '6900000018637',
  shop_code: 'S1',
  moq: 500,
  lead_time: 15,
  price: 20.98,
  currency: 'USD',
  quantity: 500,
  sub_total: 10490,
  available: true,
  campaign_outcome: null,
};

function renderLine(onQuantity: (quantity: number) => void, changes: Partial<CartLine> = {}) {
  return render(
    <ul>
      <CartLineRow
        line={{ ...line, ...changes }}
        lang="en"
        selected={false}
        onSelect={() => {}}
        onQuantity={onQuantity}
        onDelete={() => {}}
      />
    </ul>,
  );
}

beforeEach(async () => {
  vi.useFakeTimers();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the quantity of a cart line', () => {
  it('starts at the line quantity, with minus stopped at the MOQ', () => {
    renderLine(() => {});
    expect((screen.getByTestId('quantity-input') as HTMLInputElement).value).toBe('500');
    expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps 3 typed against an MOQ of 500 with the reason, and never saves it', () => {
    const onQuantity = vi.fn();
    renderLine(onQuantity);
    fireEvent.change(screen.getByTestId('quantity-input'), { target: { value: '3' } });
    act(() => {
      vi.runAllTimers();
    });
    expect(onQuantity).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('The quantity cannot be less than MOQ');
    expect((screen.getByTestId('quantity-input') as HTMLInputElement).value).toBe('3');
    fireEvent.change(screen.getByTestId('quantity-input'), { target: { value: '520' } });
    act(() => {
      vi.runAllTimers();
    });
    expect(onQuantity).toHaveBeenCalledExactlyOnceWith(520);
  });

  it('words a campaign line below its group MOQ as group buying', () => {
    renderLine(() => {}, { source: 'group_buying', campaign_id: 3, moq: 100, quantity: 100 });
    fireEvent.change(screen.getByTestId('quantity-input'), { target: { value: '99' } });
    expect(screen.getByRole('alert').textContent).toBe('The group purchase quantity cannot be less than MOQ');
  });
});

describe('a group-buying line whose campaign has closed', () => {
  it('says whether the campaign reached its target, in the buyer language', async () => {
    renderLine(() => {}, { source: 'group_buying', campaign_id: 3, campaign_outcome: 'failed' });
    expect(screen.getByTestId('campaign-outcome').textContent).toBe('Failed: target not reached');
    cleanup();
    await act(() => i18n.changeLanguage('zh-Hans'));
    renderLine(() => {}, { source: 'group_buying', campaign_id: 3, campaign_outcome: 'succeeded' });
    expect(screen.getByTestId('campaign-outcome').textContent).toBe('拼团成功');
  });

  it('shows nothing of the kind for an open campaign or a mall line', () => {
    renderLine(() => {}, { source: 'group_buying', campaign_id: 3 });
    expect(screen.queryByTestId('campaign-outcome')).toBeNull();
  });
});
