import { i18n } from '@mall/client/lib/i18n';
import { stubFetch } from '@mall/client/lib/test-fetch';
import { ErrorCode, type Shipment } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReceiveForm } from './receive-form';

vi.mock('antd-mobile', async (original) => {
  const actual = await original<typeof import('antd-mobile')>();
  return {
    ...actual,
    Dialog: { ...actual.Dialog, confirm: vi.fn(() => Promise.resolve(true)) },
    Toast: { show: vi.fn() },
  };
});

const shipment: Shipment = {
  id: 31,
  purchase_order_id: 7,
  purchase_order_number: 'PO-2026-000007',
  status: 'shipped',
  carrier: 'SF Express',
  tracking_number: 'SF1234567890',
  planned_date: '2026-12-01',
  shipped_at: '2026-12-01T08:00:00.000Z',
  delivered_at: null,
  lines: [
    { line_id: 1, name: 'Hex bolt M8', unit: 'pcs', quantity: 10, received: null, rejected: null, reason: null },
    { line_id: 2, name: 'Hex nut M8', unit: 'pcs', quantity: 5, received: null, rejected: null, reason: null },
  ],
};

const fetchMock = stubFetch();

function envelope(status: number, code: number, message: string, data: unknown = null) {
  return new Response(JSON.stringify({ status, data, result: { code, message } }), { status: 200 });
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReceiveForm shipment={shipment} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const input = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const button = (label: string) => screen.getByRole('button', { name: label }) as HTMLButtonElement;

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the receiving form', () => {
  it('writes what was shipped with its unit as the reader’s language counts it', async () => {
    renderForm();
    expect(screen.getByText('Shipped: 10 pieces')).toBeTruthy();
    expect(screen.getByText('Shipped: 5 pieces')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh-Hans'));
    expect(screen.getByText('已发：10 件')).toBeTruthy();
  });

  it('holds typed quantities to what was shipped and stops the plus button there', () => {
    renderForm();
    expect(button('Increase quantity: Received quantity of Hex bolt M8').disabled).toBe(true);
    fireEvent.change(input('Received quantity of Hex bolt M8'), { target: { value: '99' } });
    expect(input('Received quantity of Hex bolt M8').value).toBe('10');
    fireEvent.change(input('Received quantity of Hex bolt M8'), { target: { value: '7' } });
    expect(screen.getByTestId('receive-short').textContent).toBe('Short: 3');
    fireEvent.click(button('Increase quantity: Rejected quantity of Hex nut M8'));
    expect(input('Received quantity of Hex nut M8').value).toBe('4');
    expect(input('Rejected quantity of Hex nut M8').value).toBe('1');
  });

  it('asks for the reason of a refused quantity before anything is sent, then sends the receipt', async () => {
    fetchMock.mockResolvedValue(envelope(200, 0, 'success', { id: 5 }));
    renderForm();
    fireEvent.change(input('Received quantity of Hex bolt M8'), { target: { value: '8' } });
    fireEvent.click(button('Increase quantity: Rejected quantity of Hex nut M8'));
    fireEvent.click(screen.getByTestId('receive-confirm'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please give the reason for the rejected quantity');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Reason for rejecting'), { target: { value: 'Thread damaged' } });
    fireEvent.click(screen.getByTestId('receive-confirm'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(Dialog.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: expect.stringContaining('PO-2026-000007') }),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/buyer/v1/receipts');
    expect(JSON.parse(String(init?.body))).toEqual({
      shipment_id: 31,
      lines: [
        { line_id: 1, received: 8, rejected: 0, reason: '' },
        { line_id: 2, received: 4, rejected: 1, reason: 'Thread damaged' },
      ],
    });
  });

  it("shows the server's refusal on the form", async () => {
    fetchMock.mockResolvedValue(
      envelope(
        ErrorCode.RECEIPT_EXCEEDS_SHIPPED,
        ErrorCode.RECEIPT_EXCEEDS_SHIPPED,
        'Received and rejected quantities together cannot exceed what was shipped.',
      ),
    );
    renderForm();
    fireEvent.click(screen.getByTestId('receive-confirm'));
    expect((await screen.findByTestId('receive-refused')).textContent).toBe(
      'Received and rejected quantities together cannot exceed what was shipped.',
    );
  });
});
