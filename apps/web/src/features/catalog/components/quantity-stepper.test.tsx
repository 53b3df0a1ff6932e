import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { QuantityStepper } from './quantity-stepper';

function Harness({ moq, kind }: { moq: number; kind: 'product' | 'group' }) {
  const [quantity, setQuantity] = useState(moq);
  return (
    <I18nextProvider i18n={i18n}>
      <QuantityStepper moq={moq} kind={kind} value={quantity} onChange={setQuantity} />
      <output data-testid="accepted">{quantity}</output>
    </I18nextProvider>
  );
}

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('QuantityStepper', () => {
  it('starts at the MOQ and refuses to go below it', async () => {
    await i18n.changeLanguage('en');
    render(<Harness moq={10} kind="product" />);
    const input = screen.getByTestId('quantity-input') as HTMLInputElement;
    expect(input.value).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByRole('alert').textContent).toBe('The quantity cannot be less than MOQ');
    expect(input.value).toBe('10');
    expect(screen.getByTestId('accepted').textContent).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByTestId('accepted').textContent).toBe('11');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks typed text: 0, -1, 1.5, abc and 10^12 are refused, the last good quantity stays', async () => {
    await i18n.changeLanguage('en');
    render(<Harness moq={5} kind="product" />);
    const input = screen.getByTestId('quantity-input');
    const cases: [string, string][] = [
      ['0', 'The quantity cannot be less than MOQ'],
      ['-1', 'The quantity cannot be less than MOQ'],
      ['4', 'The quantity cannot be less than MOQ'],
      ['1.5', 'Please enter a whole number from 1 to 1,000,000'],
      ['abc', 'Please enter a whole number from 1 to 1,000,000'],
      ['1000000000000', 'Please enter a whole number from 1 to 1,000,000'],
    ];
    for (const [text, message] of cases) {
      fireEvent.change(input, { target: { value: text } });
      expect(screen.getByRole('alert').textContent, text).toBe(message);
      expect(screen.getByTestId('accepted').textContent).toBe('5');
    }
    fireEvent.change(input, { target: { value: '7' } });
    expect(screen.getByTestId('accepted').textContent).toBe('7');
  });

  it('words the group buying refusal in Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    render(<Harness moq={20} kind="group" />);
    fireEvent.change(screen.getByTestId('quantity-input'), { target: { value: '19' } });
    expect(screen.getByRole('alert').textContent).toBe('团购数量不能少于最小起订量');
  });
});
