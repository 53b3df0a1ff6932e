import { i18n } from '@mall/client/lib/i18n';
import { UPLOAD_FILE_MAX_BYTES } from '@mall/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FileUploader } from './file-uploader';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

function renderUploader() {
  const onAdd = vi.fn();
  render(
    <FileUploader
      label="Images or files"
      purpose="attachment"
      max={3}
      files={[]}
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
});
