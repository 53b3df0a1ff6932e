import { steppedQuantity, useMoqQuantity } from '@mall/client/cart/use-moq-quantity';
import { i18n } from '@mall/client/lib/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { useId } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityBlocked, QuantityStepper } from './quantity-stepper';

/** A stepper and its submit button, as the detail, group buying and scan pages wire them. */
function Harness({ moq, kind }: { moq: number; kind: 'product' | 'group' }) {
  const quantity = useMoqQuantity(moq, kind);
  const blockedId = useId();
  return (
    <>
      <QuantityStepper state={quantity} label="Quantity" />
      <button type="button" disabled={quantity.quantity === null} aria-describedby={blockedId}>
        Add to cart
      </button>
      <QuantityBlocked state={quantity} id={blockedId} />
      <output data-testid="submitted">{String(quantity.quantity)}</output>
    </>
  );
}

const submit = () => screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
const input = () => screen.getByTestId('quantity-input') as HTMLInputElement;

afterEach(() => i18n.changeLanguage('en'));

describe('QuantityStepper', () => {
  it('starts at the MOQ, where minus stops; plus goes up one', async () => {
    await i18n.changeLanguage('en');
    render(<Harness moq={10} kind="product" />);
    expect(input().value).toBe('10');
    expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);
    expect(submit().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input().value).toBe('11');
    expect(screen.getByTestId('submitted').textContent).toBe('11');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(input().value).toBe('10');
  });

  it('keeps 3 typed against an MOQ of 500 on screen, disables the submit and says why under it', async () => {
    await i18n.changeLanguage('en');
    render(<Harness moq={500} kind="product" />);
    fireEvent.change(input(), { target: { value: '3' } });
    fireEvent.blur(input());
    expect(input().value).toBe('3');
    expect(screen.getByTestId('quantity-error').textContent).toBe('The quantity cannot be less than MOQ');
    expect(submit().disabled).toBe(true);
    expect(screen.getByTestId('quantity-blocked').textContent).toBe(
      'The quantity cannot be less than MOQ · Order at least 500',
    );
    expect(screen.getByTestId('submitted').textContent).toBe('null');
    // Plus and minus from a refused quantity go to the MOQ, which may be submitted.
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input().value).toBe('500');
    expect(submit().disabled).toBe(false);
    expect(screen.queryByTestId('quantity-blocked')).toBeNull();
  });

  it('refuses 0, -1, 1.5, abc, an empty box and 10^12 with their messages; 7 may be submitted', async () => {
    await i18n.changeLanguage('en');
    render(<Harness moq={5} kind="product" />);
    const cases: [string, string][] = [
      ['0', 'The quantity cannot be less than MOQ'],
      ['-1', 'The quantity cannot be less than MOQ'],
      ['4', 'The quantity cannot be less than MOQ'],
      ['1.5', 'Please enter a whole number from 1 to 1,000,000'],
      ['abc', 'Please enter a whole number from 1 to 1,000,000'],
      ['', 'Please enter a whole number from 1 to 1,000,000'],
      ['1000000000000', 'Please enter a whole number from 1 to 1,000,000'],
    ];
    for (const [text, message] of cases) {
      fireEvent.change(input(), { target: { value: text } });
      expect(screen.getByRole('alert').textContent, text).toBe(message);
      expect(submit().disabled, text).toBe(true);
    }
    fireEvent.change(input(), { target: { value: '7' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submit().disabled).toBe(false);
    expect(screen.getByTestId('submitted').textContent).toBe('7');
  });

  it('words the group buying refusal and the line under the button in Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    render(<Harness moq={20} kind="group" />);
    fireEvent.change(input(), { target: { value: '19' } });
    expect(screen.getByRole('alert').textContent).toBe('团购数量不能少于最小起订量');
    expect(screen.getByTestId('quantity-blocked').textContent).toBe('团购数量不能少于最小起订量 · 最少订购 20');
    expect(submit().disabled).toBe(true);
  });
});

describe('steppedQuantity', () => {
  it('moves one step within the MOQ and the maximum, and from anything refused to the nearest allowed', () => {
    expect(steppedQuantity('10', 10, -1)).toBe(10);
    expect(steppedQuantity('10', 10, 1)).toBe(11);
    expect(steppedQuantity('3', 500, 1)).toBe(500);
    expect(steppedQuantity('3', 500, -1)).toBe(500);
    expect(steppedQuantity('abc', 5, 1)).toBe(5);
    expect(steppedQuantity('1000000', 5, 1)).toBe(1_000_000);
    expect(steppedQuantity('2000000', 5, -1)).toBe(1_000_000);
  });
});
