import { resetClientState, setUserInfo } from '@mall/client/lib/client-state';
import { i18n } from '@mall/client/lib/i18n';
import type { Account, Product } from '@mall/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { visitorProduct as testVisitorProduct } from '../lib/test-product';
import { ProductCard } from './product-card';

const visitorProduct = testVisitorProduct();

function renderCard(product: Product) {
  return render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );
}

const buyer = (status: Account['status']): Account => ({
  login: 1,
  id: 7,
  email: 'buyer@example.com',
  company_name: 'Acme Trading',
  contact_name: 'Li Lei',
  phone: '',
  country: 'CN',
  city: 'Shanghai',
  position: '',
  company_website: '',
  status,
  member_until: status === 'expired' ? '2026-01-01' : null,
  renewal_requested: false,
});

// A visitor reading English, whatever an earlier file of the worker left signed in.
beforeEach(async () => {
  sessionStorage.clear();
  resetClientState();
  await i18n.changeLanguage('en');
});

describe('ProductCard', () => {
  it('asks a visitor to log in for the price, with MOQ and the unit in the plural, and links to the detail page', () => {
    renderCard(visitorProduct);
    expect(screen.getByText('Login to get price')).toBeTruthy();
    expect(screen.getByText('MOQ 1,000 boxes')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/pages/home/detail?id=42');
  });

  it('shows a member the price in the market currency with the original struck through', () => {
    renderCard({ ...visitorProduct, price: 12.5, original_price: 15, price_visible: true, currency: 'CNY' });
    expect(screen.queryByText('Login to get price')).toBeNull();
    expect(screen.getByText('CN¥12.50')).toBeTruthy();
    expect(screen.getByText('CN¥15.00').closest('del')).toBeTruthy();
  });

  it('writes Chinese texts in Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderCard(visitorProduct);
    expect(screen.getByText('登录查看价格')).toBeTruthy();
  });

  it('tells a pending account that prices come with approval, an expired member to renew, a rejected one why', async () => {
    const cases = [
      ['pending', 'en', 'Prices after your account is approved'],
      ['expired', 'en', 'Renew to see prices'],
      ['pending', 'zh-Hans', '账户审核通过后显示价格'],
      ['expired', 'zh-Hans', '续费后查看价格'],
      ['rejected', 'en', 'Prices are for approved members'],
      ['rejected', 'zh-Hans', '价格仅对审核通过的会员显示'],
    ] as const;
    for (const [status, lang, text] of cases) {
      setUserInfo({ status: 200, data: buyer(status) });
      await i18n.changeLanguage(lang);
      const { unmount } = renderCard(visitorProduct);
      expect(screen.getByTestId('price-hidden').textContent, `${status} ${lang}`).toBe(text);
      expect(screen.queryByText('Login to get price')).toBeNull();
      unmount();
    }
  });
});
