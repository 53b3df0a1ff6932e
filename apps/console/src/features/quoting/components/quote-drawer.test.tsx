import { addConsoleTexts } from '@mall/client/console/locales/console-texts';
import { i18n } from '@mall/client/lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QuoteForm, type QuoteRequest } from './quote-drawer';

const REQUEST: QuoteRequest = {
  type: 'quotation_request',
  id: 9,
  currency: 'USD',
  title: 'Quotation',
  offers: [],
  items: [
    { name: 'Hex bolt M8', quantity: 3000, unit: 'pcs' },
    { name: 'Hex nut M8', quantity: 2000, unit: 'pcs' },
  ],
};

function envelope(status: number, data: unknown, code = status === 200 ? 0 : status, text = 'success') {
  return new Response(JSON.stringify({ status, data, result: { code, message: text } }), { status: 200 });
}

function renderForm(request = REQUEST) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <QuoteForm request={request} onDone={onDone} />
      </App>
    </QueryClientProvider>,
  );
  return onDone;
}

function price(index: number, text: string) {
  const input = screen.getAllByTestId('line-price').filter((element) => element.tagName === 'INPUT')[index];
  if (!input) throw new Error(`no price input ${index}`);
  fireEvent.change(input, { target: { value: text } });
}

function leadTime(text: string) {
  const input = screen.getAllByTestId('quote-lead-time').find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error('no lead time input');
  fireEvent.change(input, { target: { value: text } });
}

beforeAll(async () => {
  await addConsoleTexts();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QuoteForm', () => {
  it('computes line amounts and the total exactly as prices are typed', async () => {
    renderForm();
    price(0, '0.1');
    price(1, '0.2');
    await waitFor(() => expect(screen.getByTestId('quote-total').textContent).toBe('$700.00'));
    const amounts = screen.getAllByTestId('line-amount').map((cell) => cell.textContent);
    expect(amounts).toEqual(['$300.00', '$400.00']);
  });

  it('refuses a missing or over-precise price at the field, and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    price(0, '0.125');
    await act(async () => fireEvent.click(screen.getByTestId('quote-send')));
    await screen.findByText('An amount of 0 or more with at most 2 decimals.');
    expect(screen.getByText('Please enter the unit price.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field messages at the fields and a conflict in the drawer", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(envelope(400, null, 400, 'lines.1.unit_price: Please enter an amount (server)'))
      .mockResolvedValueOnce(
        envelope(60304, null, 60304, 'The buyer has accepted a quotation of this request; it cannot be quoted again.'),
      );
    vi.stubGlobal('fetch', fetchMock);
    const onDone = renderForm();
    price(0, '0.11');
    price(1, '0.05');
    leadTime('20');
    await act(async () => fireEvent.click(screen.getByTestId('quote-send')));
    await screen.findByText('Please enter an amount (server)');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      quotation_request_id: 9,
      lines: [{ unit_price: '0.11' }, { unit_price: '0.05' }],
      lead_time_days: 20,
    });

    price(1, '0.06');
    await act(async () => fireEvent.click(screen.getByTestId('quote-send')));
    await waitFor(() => expect(screen.getByTestId('quote-problem').textContent).toMatch(/accepted/));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('offers the mall’s units by name, keeps one chosen as its code and any other unit as typed', async () => {
    const fetchMock = vi.fn().mockResolvedValue(envelope(200, { id: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    const units = screen.getAllByTestId('line-unit').filter((element) => element.tagName === 'INPUT');
    const [first, second] = units as [HTMLInputElement, HTMLInputElement];
    fireEvent.change(first, { target: { value: 'car' } });
    fireEvent.click(await screen.findByText('Cartons · carton'));
    expect(screen.queryByText('Boxes · box')).toBeNull();
    fireEvent.change(second, { target: { value: 'bundle' } });
    price(0, '1.10');
    price(1, '2.20');
    leadTime('20');
    await act(async () => fireEvent.click(screen.getByTestId('quote-send')));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body)).lines.map((line: { unit: string }) => line.unit)).toEqual([
      'carton',
      'bundle',
    ]);
  });
});
