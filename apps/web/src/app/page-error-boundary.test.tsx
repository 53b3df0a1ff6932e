import { i18n } from '@mall/client/lib/i18n';
import { PageErrorBoundary } from '@mall/client/lib/page-error-boundary';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error('The page chunk could not be loaded');
  return <p>the page</p>;
}

function shown(at: string, broken: boolean) {
  return (
    <PageErrorBoundary address={at} fallback={<RouteError />}>
      <Page broken={broken} />
    </PageErrorBoundary>
  );
}

describe('a page that fails', () => {
  it('shows the page error with a retry, until the buyer goes elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await i18n.changeLanguage('en');
    const view = render(shown('first', true));
    expect(screen.getByText('Unable to load this page. Check your connection and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('#/pages/home/index');
    expect(screen.queryByText('the page')).toBeNull();

    // Still at the failed location: the error stays even if the page could render now.
    view.rerender(shown('first', false));
    expect(screen.queryByText('the page')).toBeNull();

    view.rerender(shown('second', false));
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('Try again')).toBeNull();

    await i18n.changeLanguage('zh-Hans');
    view.rerender(shown('third', true));
    expect(screen.queryByText('the page')).toBeNull();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
