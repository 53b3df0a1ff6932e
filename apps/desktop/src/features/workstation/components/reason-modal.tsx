import { DOCUMENT_REASON_MAX_LENGTH, reasonSchema } from '@mall/contract';
import { Input, Modal } from 'antd';
import { type ReactNode, useId, useState } from 'react';

export interface ReasonDialog {
  title: string;
  /** The field's label, which says the length allowed. */
  label: string;
  /** Said under the field when the text is empty or too long. */
  required: string;
  okText: string;
  cancelText: string;
  danger?: boolean;
  /** The step asked for; when it throws (refused, told by the API client) the dialog stays with the text as typed. */
  onSubmit: (reason: string) => Promise<unknown>;
  /** Names the dialog's form (`<testId>-form`) and field (`<testId>-input`). */
  testId: string;
}

/** A step that needs the buyer's words (decline, cancel, ask for a change), checked as the server checks them. */
function ReasonModal({ dialog, open, onClose }: { dialog: ReasonDialog; open: boolean; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) {
      setProblem(true);
      return;
    }
    setSending(true);
    try {
      await dialog.onSubmit(parsed.data);
      onClose();
    } catch {
      // The API client has said why; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={dialog.title}
      okText={dialog.okText}
      cancelText={dialog.cancelText}
      okButtonProps={{ danger: dialog.danger }}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <div className="reason-dialog" data-testid={`${dialog.testId}-form`}>
        <label htmlFor={id}>{dialog.label}</label>
        <Input.TextArea
          id={id}
          rows={4}
          value={reason}
          maxLength={DOCUMENT_REASON_MAX_LENGTH}
          showCount
          autoFocus
          status={problem ? 'error' : undefined}
          aria-invalid={problem}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(false);
          }}
          data-testid={`${dialog.testId}-input`}
        />
        {problem && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {dialog.required}
          </p>
        )}
      </div>
    </Modal>
  );
}

/**
 * A reason dialog held by a table or a drawer rather than by a row: a refused step reloads the
 * list, and the dialog stays open with what was typed whatever becomes of the row.
 */
export function useReasonDialog(): [(dialog: ReasonDialog) => void, ReactNode] {
  const [shown, setShown] = useState<{ dialog: ReasonDialog; open: boolean; key: number } | null>(null);
  return [
    (dialog) => setShown((current) => ({ dialog, open: true, key: (current?.key ?? 0) + 1 })),
    shown && (
      <ReasonModal
        key={shown.key}
        dialog={shown.dialog}
        open={shown.open}
        // The dialog stays mounted while it fades out.
        onClose={() => setShown((current) => current && { ...current, open: false })}
      />
    ),
  ];
}
