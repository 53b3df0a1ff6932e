import { ErrorCode, ORDER_UNITS, type RfqDetail, type UploadedFile } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { envelope } from '../lib/test-envelope';
import { stubFetch } from '../lib/test-fetch';
import { localToday, type RfqFormOptions, useRfqForm } from './rfq-form';

const fetchMock = stubFetch();

function fileOf(id: string, name: string, purpose: UploadedFile['purpose']): UploadedFile {
  return { id, name, kind: 'png', purpose, size: 1024, width: 10, height: 10, url: `/files/${id}` };
}

const PICTURE = fileOf('a'.repeat(32), 'bolt.png', 'main_picture');
const SHEET = fileOf('b'.repeat(32), 'quantities.png', 'attachment');
const DRAWING = fileOf('c'.repeat(32), 'drawing.png', 'attachment');

/** A day `days` after the buyer's today. */
function inDays(days: number): string {
  const day = new Date(`${localToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const RFQ: RfqDetail = {
  id: 41,
  name: 'Stainless bolts M8',
  status: 'submitted',
  main_picture: PICTURE,
  quantity: 5000,
  unit: 'box',
  budget: '1200.50',
  currency: 'CNY',
  deadline: inDays(30),
  project: { id: 3, name: 'General', is_default: true },
  quotation_count: 0,
  created_at: '2026-01-05T08:00:00Z',
  use_for: 'Assembly line',
  description: 'A2 stainless',
  requester: 'Li Wei',
  market: 'cn',
  files: [SHEET],
  offers: [],
  messages: [],
};

function renderForm(options: RfqFormOptions) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return renderHook(() => useRfqForm(options), { wrapper });
}

/** The form fields of the one POST sent. */
function sentFields(): { path: string; fields: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { path: String(url), fields: Object.fromEntries(new URLSearchParams(String(init?.body))) };
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('useRfqForm', () => {
  it('starts a new RFQ with the first unit, the market shopped in and the contact as requester', () => {
    const { result } = renderForm({ contactName: 'Anna Schmidt' });
    expect(result.current.form.values).toMatchObject({
      unit: ORDER_UNITS[0],
      market: 'en',
      requester: 'Anna Schmidt',
      main_picture: '',
      files: '',
    });
    expect(result.current.currency).toBe('USD');
    expect(result.current.editing).toBe(false);
  });

  it('refuses an empty form without sending it, every missing field saying why', async () => {
    const { result } = renderForm({ contactName: 'Anna Schmidt' });
    let saved: RfqDetail | null = RFQ;
    await act(async () => {
      saved = await result.current.submit();
    });
    expect(saved).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    const { form, deadlineError } = result.current;
    expect(form.error('name')).toBe('Please enter the RFQ name (1-100 characters)');
    expect(form.error('main_picture')).toBe('Please upload the main picture');
    expect(form.error('quantity')).toBe('Please enter a whole number from 1 to 1,000,000');
    expect(deadlineError).toBe('Please choose a future date, within a year');
  });

  it("says at once that today is no deadline: it counts from the buyer's own today", () => {
    const { result } = renderForm({ contactName: 'Anna Schmidt' });
    act(() => result.current.form.set('deadline', localToday()));
    expect(result.current.deadlineError).toBe('Please choose a future date, within a year');
    act(() => result.current.form.set('deadline', inDays(1)));
    expect(result.current.deadlineError).toBeUndefined();
  });

  it('feeds the uploaded picture and files into their fields, as they are added and removed', () => {
    const { result } = renderForm({ contactName: 'Anna Schmidt' });
    act(() => {
      result.current.picture.add(PICTURE);
      result.current.files.add(SHEET);
      result.current.files.add(DRAWING);
    });
    expect(result.current.form.values.main_picture).toBe(PICTURE.id);
    expect(result.current.form.values.files).toBe(`${SHEET.id},${DRAWING.id}`);
    act(() => {
      result.current.files.remove(SHEET.id);
      result.current.picture.remove(PICTURE.id);
    });
    expect(result.current.form.values.files).toBe(DRAWING.id);
    expect(result.current.form.values.main_picture).toBe('');
    expect(result.current.form.error('main_picture')).toBe('Please upload the main picture');
  });

  it('edits an RFQ: its values come back, and the save answers the RFQ as stored', async () => {
    const { result } = renderForm({ contactName: 'Anna Schmidt', edit: RFQ });
    expect(result.current.form.values).toMatchObject({
      name: RFQ.name,
      main_picture: PICTURE.id,
      quantity: '5000',
      unit: 'box',
      budget: '1200.50',
      files: SHEET.id,
      project_id: '3',
      requester: 'Li Wei',
    });
    expect(result.current.currency).toBe('CNY');
    act(() => result.current.form.set('quantity', '6000'));
    const stored = { ...RFQ, quantity: 6000 };
    fetchMock.mockResolvedValueOnce(envelope(stored));
    let saved: RfqDetail | null = null;
    await act(async () => {
      saved = await result.current.submit();
    });
    expect(saved).toEqual(stored);
    const { path, fields } = sentFields();
    expect(path).toBe('/api/buyer/v1/rfq/edit');
    expect(fields).toMatchObject({ id: '41', quantity: '6000', files: SHEET.id, market: 'cn' });
  });

  it("puts the server's refusal of the project under the project field", async () => {
    const { result } = renderForm({ contactName: 'Anna Schmidt', edit: RFQ });
    const code = ErrorCode.PROJECT_NOT_FOUND;
    fetchMock.mockResolvedValueOnce(envelope(null, code, 'gone'));
    let saved: RfqDetail | null = RFQ;
    await act(async () => {
      saved = await result.current.submit();
    });
    expect(saved).toBeNull();
    expect(sentFields().path).toBe('/api/buyer/v1/rfq/edit');
    expect(result.current.form.error('project_id')).toBe(i18n.t(`errors.${code}`));
  });
});
