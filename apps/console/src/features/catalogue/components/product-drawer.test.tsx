import { addConsoleTexts } from '@mall/client/console/locales/console-texts';
import { i18n } from '@mall/client/lib/i18n';
import { ErrorCode, type ProductAdminDetail } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductForm } from './product-drawer';

function envelope(status: number, data: unknown, code = status === 200 ? 0 : status, text = 'success') {
  return new Response(JSON.stringify({ status, data, result: { code, message: text } }), { status: 200 });
}

/** The categories and stores the form offers; `create` answers the save. */
function stubServer(create: () => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/console/v1/categories')) return envelope(200, { list: [] });
      if (url.startsWith('/api/console/v1/stores'))
        return envelope(200, { list: [], total: 0, page: 1, pageSize: 100 });
      return create();
    }),
  );
  return calls;
}

const PRODUCT: ProductAdminDetail = {
  id: 3,
  version: 5,
  code: '4006381333931',
  name_en: 'Hex bolt',
  name_zh: '六角螺栓',
  description_en: '',
  description_zh: '',
  brand_en: '',
  brand_zh: '',
  category_id: 7,
  top_category_id: 1,
  shop_code: 'S01',
  unit_en: 'pcs',
  unit_zh: '个',
  moq: 100,
  lead_time: 5,
  price_usd: '0.20',
  original_price_usd: '0.30',
  price_cny: '1.40',
  original_price_cny: '2.00',
  markets: ['en', 'cn'],
  listed: true,
  image: '/media/products/a.png',
  images: [],
  video_url: '',
  updated_at: '2026-12-01T10:00:00Z',
  created_at: '2026-12-01T10:00:00Z',
  history: [],
};

function renderForm(product?: ProductAdminDetail) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <ProductForm product={product} onDone={() => undefined} />
      </App>
    </QueryClientProvider>,
  );
}

function type(testId: string, value: string) {
  const input = screen.getAllByTestId(testId).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`no input ${testId}`);
  fireEvent.change(input, { target: { value } });
}

beforeAll(async () => {
  await addConsoleTexts();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// antd forms validate asynchronously; on a loaded machine a render and a check take seconds.
describe('the product form', { timeout: 20_000 }, () => {
  it('refuses a price with three decimals and a discounted price above the original before sending', async () => {
    const calls = stubServer(() => envelope(200, {}));
    renderForm();
    type('product-original_price_usd', '1.005');
    type('product-original_price_cny', '7');
    type('product-price_cny', '7.01');
    fireEvent.click(screen.getByTestId('product-save'));
    // The three-decimal original, and the USD price left empty. Each field's rules settle on their own.
    await waitFor(() => {
      expect(screen.getAllByText('Enter a price from 0.01 with at most 2 decimals, e.g. 12.50.').length).toBe(2);
      expect(screen.getByText('The discounted price may not exceed the original price.')).toBeTruthy();
    });
    expect(calls.some((call) => call.url.includes('/products/create'))).toBe(false);
  });

  it('sends prices as the exact text typed and shows the server field messages at their fields', async () => {
    const calls = stubServer(() =>
      envelope(
        400,
        null,
        ErrorCode.VALIDATION,
        'code: This code is already used by another product.; shop_code: Choose an existing store.',
      ),
    );
    renderForm(PRODUCT);
    type('product-original_price_usd', '0.3');
    type('product-price_usd', '0.10');
    fireEvent.click(screen.getByTestId('product-save'));
    expect(await screen.findByText('This code is already used by another product.')).toBeTruthy();
    expect(screen.getByText('Choose an existing store.')).toBeTruthy();
    expect(screen.getByTestId('product-problem').textContent).toBe('Please correct the marked fields.');
    const update = calls.find((call) => call.url.includes('/products/update'));
    expect(update?.body).toMatchObject({
      id: 3,
      version: 5,
      price_usd: '0.10',
      original_price_usd: '0.3',
      category_id: 7,
    });
  });

  it('explains a product changed by someone else, with a reload', async () => {
    stubServer(() => envelope(400, null, ErrorCode.PRODUCT_CHANGED, 'changed'));
    renderForm(PRODUCT);
    fireEvent.click(screen.getByTestId('product-save'));
    expect((await screen.findByTestId('product-stale')).textContent).toContain('changed by someone else');
    expect(screen.getByTestId('product-reload')).toBeTruthy();
  });
});
