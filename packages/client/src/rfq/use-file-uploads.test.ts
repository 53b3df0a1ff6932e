import { type Envelope, ErrorCode, UPLOAD_FILE_MAX_BYTES, type UploadedFile } from '@mall/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { type FileUploadsOptions, useFileUploads } from './use-file-uploads';

/** An XMLHttpRequest the test answers: each one sent is kept, to report progress and then its answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  status = 200;
  responseText = '';
  timeout = 0;
  body?: FormData;
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  answer(envelope: Envelope<unknown>) {
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
  }
}

const UPLOADED: UploadedFile = {
  id: 'a'.repeat(32),
  name: 'drawing.docx',
  kind: 'docx',
  purpose: 'attachment',
  size: 2048,
  width: null,
  height: null,
  url: '/api/buyer/v1/files/aaaa',
};

const fileOf = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);

function renderUploads(options: Partial<FileUploadsOptions> = {}) {
  const onAdd = vi.fn();
  const hook = renderHook(() => useFileUploads({ purpose: 'attachment', max: 3, uploaded: 0, onAdd, ...options }));
  return { onAdd, hook };
}

beforeEach(async () => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useFileUploads', () => {
  it('refuses an empty or oversized file at once, sending nothing, and lets the refusal be dismissed', () => {
    const { onAdd, hook } = renderUploads();
    act(() => hook.result.current.pick([fileOf('empty.docx', 0), fileOf('huge.xlsx', UPLOAD_FILE_MAX_BYTES + 1)]));
    expect(hook.result.current.pending).toEqual([
      expect.objectContaining({ name: 'empty.docx', error: i18n.t(`errors.${ErrorCode.FILE_EMPTY}`) }),
      expect.objectContaining({ name: 'huge.xlsx', error: i18n.t(`errors.${ErrorCode.FILE_TOO_LARGE}`) }),
    ]);
    expect(FakeXhr.sent).toHaveLength(0);
    expect(onAdd).not.toHaveBeenCalled();
    // Refused files take no room.
    expect(hook.result.current.room).toBe(3);

    const [first] = hook.result.current.pending;
    act(() => hook.result.current.dismiss(first?.key ?? -1));
    expect(hook.result.current.pending.map((p) => p.name)).toEqual(['huge.xlsx']);
  });

  it('forgets the earlier refusals once the buyer picks again', () => {
    const { hook } = renderUploads();
    act(() => hook.result.current.pick([fileOf('empty.docx', 0)]));
    expect(hook.result.current.pending.map((p) => p.name)).toEqual(['empty.docx']);
    act(() => hook.result.current.pick([fileOf('drawing.docx')]));
    expect(hook.result.current.pending).toEqual([expect.objectContaining({ name: 'drawing.docx', percent: 0 })]);
    expect(hook.result.current.pending[0]?.error).toBeUndefined();
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('sends as many as there is room for and names the rest as too many', () => {
    const { hook } = renderUploads({ uploaded: 1 });
    expect(hook.result.current.multiple).toBe(true);
    act(() => hook.result.current.pick(['a.png', 'b.png', 'c.png', 'd.png'].map((name) => fileOf(name))));
    expect(FakeXhr.sent).toHaveLength(2);
    expect(FakeXhr.sent[0]?.body?.get('type')).toBe('attachment');
    expect(hook.result.current.pending.at(-1)).toEqual(
      expect.objectContaining({ name: 'c.png, d.png', error: i18n.t(`errors.${ErrorCode.FILE_TOO_MANY}`) }),
    );
    // The two on their way count against the room.
    expect(hook.result.current.room).toBe(0);
  });

  it('shows the progress, then hands the uploaded file over and forgets it', () => {
    const { onAdd, hook } = renderUploads();
    act(() => hook.result.current.pick([fileOf('drawing.docx')]));
    act(() => FakeXhr.sent[0]?.progress(40));
    expect(hook.result.current.pending).toEqual([expect.objectContaining({ name: 'drawing.docx', percent: 40 })]);
    expect(hook.result.current.room).toBe(2);

    act(() => FakeXhr.sent[0]?.answer({ status: 200, data: UPLOADED, result: { code: 0, message: 'success' } }));
    return vi.waitFor(() => {
      expect(onAdd).toHaveBeenCalledWith(UPLOADED);
      expect(hook.result.current.pending).toEqual([]);
    });
  });

  it("keeps a file the server refused in the list, with the server's reason", async () => {
    const { onAdd, hook } = renderUploads({ purpose: 'main_picture', max: 1 });
    expect(hook.result.current.multiple).toBe(false);
    act(() => hook.result.current.pick([fileOf('virus.png')]));
    const reason = 'Only jpg, png, Excel and Word files can be uploaded.';
    act(() =>
      FakeXhr.sent[0]?.answer({
        status: ErrorCode.FILE_TYPE_NOT_ALLOWED,
        data: null,
        result: { code: ErrorCode.FILE_TYPE_NOT_ALLOWED, message: reason },
      }),
    );
    await vi.waitFor(() =>
      expect(hook.result.current.pending).toEqual([expect.objectContaining({ name: 'virus.png', error: reason })]),
    );
    expect(onAdd).not.toHaveBeenCalled();
    expect(hook.result.current.room).toBe(1);
  });
});
