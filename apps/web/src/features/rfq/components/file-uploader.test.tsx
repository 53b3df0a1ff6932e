import { i18n } from '@mall/client/lib/i18n';
import { UPLOAD_FILE_MAX_BYTES, type UploadedFile } from '@mall/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FileUploader } from './file-uploader';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

function renderUploader(files: UploadedFile[] = []) {
  const onAdd = vi.fn();
  render(
    <FileUploader
      label="Images or files"
      purpose="attachment"
      max={3}
      files={files}
      onAdd={onAdd}
      onRemove={() => undefined}
      hint="Up to 3 files"
      testId="attachments"
    />,
  );
  return { onAdd, input: screen.getByTestId('attachments-input') as HTMLInputElement };
}

async function pick(input: HTMLInputElement, files: File[]) {
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

describe('file uploader', () => {
  it('tells at once that an empty or oversized file cannot be sent, without sending it', async () => {
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const { onAdd, input } = renderUploader();
    await pick(input, [new File([], 'empty.docx'), new File([new Uint8Array(UPLOAD_FILE_MAX_BYTES + 1)], 'huge.xlsx')]);
    const errors = screen.getAllByTestId('upload-error').map((item) => item.textContent);
    expect(errors).toEqual([
      'empty.docxThe file is empty. Please choose another one.',
      'huge.xlsxEach file can be at most 10 MB.',
    ]);
    expect(send).not.toHaveBeenCalled();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('refuses the files beyond three, naming them', async () => {
    const { input } = renderUploader();
    await pick(
      input,
      ['a.png', 'b.png', 'c.png', 'd.png'].map((name) => new File([], name)),
    );
    const errors = screen.getAllByTestId('upload-error').map((item) => item.textContent);
    expect(errors.at(-1)).toBe('d.pngAt most 3 files can be attached.');
  });

  it('offers to remove a refused file', async () => {
    const { input } = renderUploader();
    await pick(input, [new File([], 'empty.doc')]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove empty.doc' }));
    });
    expect(screen.queryByTestId('upload-error')).toBeNull();
  });

  it('shows a sent photograph at the width of its thumbnail, not as it was taken', () => {
    const id = '0123456789abcdef0123456789abcdef';
    const url = `/api/buyer/v1/file?id=${id}`;
    const photo = {
      id,
      name: 'pump.jpg',
      kind: 'jpg',
      purpose: 'attachment',
      size: 4_200_000,
      width: 4000,
      height: 3000,
      url,
    };
    renderUploader([photo as UploadedFile]);
    const thumb = screen.getByRole('img', { name: 'pump.jpg' });
    expect(thumb.getAttribute('src')).toBe(`${url}&width=240`);
    expect(thumb.getAttribute('sizes')).toBe('64px');
    expect(thumb.getAttribute('srcset')).toContain(`${url}&width=120 120w`);
  });
});
