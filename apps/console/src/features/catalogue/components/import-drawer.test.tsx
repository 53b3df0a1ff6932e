import { addConsoleTexts } from '@mall/client/console/locales/console-texts';
import { ApiError } from '@mall/client/lib/api-client';
import { i18n } from '@mall/client/lib/i18n';
import { ErrorCode, type ProductImport } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImportPreview, refusalText } from './import-drawer';

const PREVIEW: ProductImport = {
  id: 4,
  state: 'previewed',
  file_name: 'products.csv',
  total_rows: 5,
  create_count: 2,
  update_count: 1,
  reject_count: 2,
  rejects: [
    { row: 3, column: 'price_usd', message: 'Enter a price with at most 2 decimals.' },
    { row: 6, column: 'code', message: 'This code is already in the file.' },
  ],
  rows_done: 0,
  created: 0,
  updated: 0,
  error: null,
  created_at: '2026-12-01T10:00:00Z',
  confirmed_at: null,
  finished_at: null,
};

function show(preview: ProductImport) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <ImportPreview preview={preview} />
      </App>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await addConsoleTexts();
  await i18n.changeLanguage('en');
});

describe('the import preview', () => {
  it('counts rows to create, update and reject, and lists each rejected row with its column and reason', () => {
    show(PREVIEW);
    expect(screen.getByTestId('import-create-count').textContent).toContain('2');
    expect(screen.getByTestId('import-update-count').textContent).toContain('1');
    expect(screen.getByTestId('import-reject-count').textContent).toContain('2');
    const rows = within(screen.getByTestId('import-rejects')).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('3price_usdEnter a price with at most 2 decimals.');
    expect(rows[2]?.textContent).toBe('6codeThis code is already in the file.');
  });

  it('says when only the first rejected rows are listed', () => {
    show({ ...PREVIEW, reject_count: 250 });
    expect(screen.getByText('The first 2 of 250 rejected rows (every rejected row is left out):')).toBeTruthy();
  });

  it('shows no reject table for a clean file', () => {
    show({ ...PREVIEW, reject_count: 0, rejects: [] });
    expect(screen.queryByTestId('import-rejects')).toBeNull();
  });
});

describe('a refused file', () => {
  it('names the missing columns and the broken row beside the reason, in the operator language', async () => {
    const t = i18n.t.bind(i18n);
    const missing = new ApiError('x', 'result', 400, ErrorCode.IMPORT_COLUMNS_MISSING, {
      columns: ['price_usd', 'moq'],
    });
    expect(refusalText(t, missing)).toContain('Missing: price_usd, moq.');
    expect(refusalText(t, new ApiError('x', 'result', 400, ErrorCode.IMPORT_NOT_CSV, { row: 12 }))).toContain(
      'Near row 12.',
    );
    await i18n.changeLanguage('zh-Hans');
    expect(refusalText(t, new ApiError('x', 'result', 400, ErrorCode.IMPORT_NOT_UTF8))).toContain('UTF-8');
    expect(refusalText(t, missing)).toContain('缺少：price_usd, moq。');
    await i18n.changeLanguage('en');
  });
});
