import { useTranslation } from '@mall/client/lib/use-translation';
import {
  isDeadlineAllowed,
  MARKET_CURRENCY,
  type Market,
  ORDER_UNITS,
  type RfqBody,
  type RfqDetail,
  rfqBodySchema,
  type UploadedFile,
  validationKey,
  validationText,
} from '@mall/contract';
import { useEffect, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { useLocale } from '../lib/locale';
import { useMarket } from '../lib/market';
import { useSchemaForm } from '../lib/schema-form';
import { RFQ_FIELD_CODES, useSubmitRfq } from './submit-rfq';

export type RfqField = keyof RfqBody;

/** Today in the buyer's own time zone (YYYY-MM-DD), the date a "future date" is counted from. */
export function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** A new RFQ: the first unit, the market shopped in, the account's contact as requester. */
export function newRfqValues(market: Market, contactName: string): Record<RfqField, string> {
  return {
    name: '',
    main_picture: '',
    quantity: '',
    unit: ORDER_UNITS[0],
    use_for: '',
    budget: '',
    market,
    description: '',
    files: '',
    deadline: '',
    project_id: '',
    requester: contactName,
  };
}

/** An RFQ being edited, as the form's texts. */
export function rfqFormValues(rfq: RfqDetail): Record<RfqField, string> {
  return {
    name: rfq.name,
    main_picture: rfq.main_picture?.id ?? '',
    quantity: String(rfq.quantity),
    unit: rfq.unit,
    use_for: rfq.use_for,
    budget: rfq.budget ?? '',
    market: rfq.market,
    description: rfq.description,
    files: rfq.files.map((f) => f.id).join(','),
    deadline: rfq.deadline,
    project_id: String(rfq.project.id),
    requester: rfq.requester,
  };
}

/** The files uploaded for one field, in the shape a file picker takes. */
export interface UploadedFiles {
  files: UploadedFile[];
  add(file: UploadedFile): void;
  remove(id: string): void;
}

export interface RfqFormOptions {
  /** The RFQ edited; none for a new one. */
  edit?: RfqDetail;
  /** The account's contact name, the requester of a new RFQ. */
  contactName: string;
}

/**
 * The RFQ form of every site: the contract's schema as the buyer types, the uploaded picture and
 * attachments feeding their fields, the deadline counted from the buyer's own today, and the
 * server's field-level refusals under their fields. `submit` answers the saved RFQ, or null when
 * the form or the server refused it (the messages are then under the fields, or in a toast).
 */
export function useRfqForm({ edit, contactName }: RfqFormOptions) {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useMarket();
  const submitting = useSubmitRfq();
  const form = useSchemaForm(rfqBodySchema, edit ? rfqFormValues(edit) : newRfqValues(market, contactName));
  const [pictures, setPictures] = useState<UploadedFile[]>(edit?.main_picture ? [edit.main_picture] : []);
  const [attachments, setAttachments] = useState<UploadedFile[]>(edit?.files ?? []);
  const [tried, setTried] = useState(false);
  const { set } = form;
  const pictureId = pictures[0]?.id ?? '';
  const fileIds = attachments.map((f) => f.id).join(',');

  // The uploads feed the form's fields; an unchanged value is not set, so no message shows untouched.
  useEffect(() => {
    if (pictureId !== form.values.main_picture) set('main_picture', pictureId);
  }, [pictureId, form.values.main_picture, set]);
  useEffect(() => {
    if (fileIds !== form.values.files) set('files', fileIds);
  }, [fileIds, form.values.files, set]);

  const deadlineError =
    form.error('deadline') ??
    ((tried || form.values.deadline) && !isDeadlineAllowed(form.values.deadline, localToday())
      ? validationText(validationKey('deadline'), locale)
      : undefined);

  const submit = async (): Promise<RfqDetail | null> => {
    setTried(true);
    const body = form.submit();
    if (!body || !isDeadlineAllowed(body.deadline, localToday())) return null;
    try {
      return await submitting.mutateAsync({ body, id: edit?.id });
    } catch (error) {
      if (error instanceof ApiError && error.code !== undefined && error.code in RFQ_FIELD_CODES) {
        const field = RFQ_FIELD_CODES[error.code as keyof typeof RFQ_FIELD_CODES];
        form.setServerError(field, t(`errors.${error.code}`));
      }
      return null;
    }
  };

  const picture: UploadedFiles = {
    files: pictures,
    add: (file) => setPictures([file]),
    remove: () => setPictures([]),
  };
  const files: UploadedFiles = {
    files: attachments,
    add: (file) => setAttachments((list) => [...list, file]),
    remove: (id) => setAttachments((list) => list.filter((f) => f.id !== id)),
  };

  return {
    form,
    picture,
    files,
    deadlineError,
    /** The budget's currency: the edited RFQ's, or the market's. */
    currency: MARKET_CURRENCY[edit?.market ?? market],
    editing: edit !== undefined,
    submit,
    busy: submitting.isPending,
  };
}
