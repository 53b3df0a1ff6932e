import { ErrorCode } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { envelope } from '../lib/test-envelope';
import { stubFetch } from '../lib/test-fetch';
import { useProjectChoice } from './use-project-choice';

const fetchMock = stubFetch();
const PROJECTS = {
  list: [
    { id: 3, name: 'General', is_default: true },
    { id: 8, name: 'Line 2 retrofit', is_default: false },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};

function renderChoice(value = '') {
  const onChange = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  const hook = renderHook(() => useProjectChoice(value, onChange), { wrapper });
  return { onChange, hook };
}

beforeEach(async () => {
  await i18n.changeLanguage('zh-Hans');
});

describe('useProjectChoice', () => {
  it('offers the projects, the default one under its translated name, and chooses it while none is', async () => {
    fetchMock.mockResolvedValue(envelope(PROJECTS));
    const { onChange, hook } = renderChoice();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('3'));
    expect(hook.result.current.options).toEqual([
      { value: '3', label: i18n.t('rfq.form.defaultProject') },
      { value: '8', label: 'Line 2 retrofit' },
    ]);
    expect(i18n.t('rfq.form.defaultProject')).toBe('通用');
  });

  it('adds a project and chooses it; a taken name is said under the name field', async () => {
    fetchMock.mockResolvedValue(envelope(PROJECTS));
    const { onChange, hook } = renderChoice('3');
    await vi.waitFor(() => expect(hook.result.current.options).toHaveLength(2));

    fetchMock.mockResolvedValueOnce(envelope(null, ErrorCode.PROJECT_EXISTS, 'exists'));
    act(() => hook.result.current.form.set('name', 'Line 2 retrofit'));
    let added = true;
    await act(async () => {
      added = await hook.result.current.add();
    });
    expect(added).toBe(false);
    expect(hook.result.current.form.error('name')).toBe(i18n.t(`errors.${ErrorCode.PROJECT_EXISTS}`));

    fetchMock.mockResolvedValueOnce(envelope({ id: 9, name: 'Warehouse B', is_default: false }));
    act(() => hook.result.current.form.set('name', 'Warehouse B'));
    await act(async () => {
      added = await hook.result.current.add();
    });
    expect(added).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith('9');
    expect(hook.result.current.form.values.name).toBe('');
  });
});
