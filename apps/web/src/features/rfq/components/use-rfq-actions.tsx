import { ApiError } from '@mall/client/lib/api-client';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useCancelRfqs } from '@mall/client/rfq/cancel-rfqs';
import { useDeleteRfq } from '@mall/client/rfq/delete-rfq';
import { useReopenRfq } from '@mall/client/rfq/reopen-rfq';
import { ErrorCode, PAGES } from '@mall/contract';
import { Dialog, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';

export function rfqDetailUrl(id: number, hash = ''): string {
  return `${PAGES.rfqDetail.route}?id=${id}${hash}`;
}

/**
 * Cancel (one or a batch), Re-RFQ and delete, each confirmed first (SPEC section 4). A quoted RFQ
 * cannot be cancelled: the buyer is told so and offered to leave a message instead.
 */
export function useRfqActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancelling = useCancelRfqs();
  const reopening = useReopenRfq();
  const deleting = useDeleteRfq();

  const confirm = (content: string) =>
    Dialog.confirm({ content, confirmText: t('rfq.actions.confirm'), cancelText: t('rfq.actions.back') });

  const cancel = async (ids: number[]): Promise<boolean> => {
    if (ids.length === 0) {
      Toast.show({ content: t(`errors.${ErrorCode.RFQ_NONE_SELECTED}`) });
      return false;
    }
    const question =
      ids.length === 1 ? t('rfq.actions.confirmCancel') : t('rfq.actions.confirmCancelMany', { count: ids.length });
    if (!(await confirm(question))) return false;
    try {
      const result = await cancelling.mutateAsync(ids);
      const skipped = result.skipped.length ? ` ${t('rfq.actions.skipped', { count: result.skipped.length })}` : '';
      Toast.show({
        icon: 'success',
        content: `${t('rfq.actions.cancelled', { count: result.cancelled.length })}${skipped}`,
      });
      return true;
    } catch (error) {
      const [only] = ids;
      if (error instanceof ApiError && error.code === ErrorCode.RFQ_UNDER_QUOTATION && only !== undefined) {
        const leave = await Dialog.confirm({
          title: t('rfq.actions.quotedTitle'),
          content: t(`errors.${ErrorCode.RFQ_UNDER_QUOTATION}`),
          confirmText: t('rfq.actions.message'),
          cancelText: t('rfq.actions.back'),
        });
        if (leave) navigate(rfqDetailUrl(only, '#messages'));
      }
      return false;
    }
  };

  const reopen = async (id: number): Promise<boolean> => {
    if (!(await confirm(t('rfq.actions.confirmReopen')))) return false;
    try {
      await reopening.mutateAsync(id);
      Toast.show({ icon: 'success', content: t('rfq.actions.reopened') });
      return true;
    } catch {
      return false;
    }
  };

  const remove = async (id: number): Promise<boolean> => {
    if (!(await confirm(t('rfq.actions.confirmDelete')))) return false;
    try {
      await deleting.mutateAsync(id);
      Toast.show({ icon: 'success', content: t('rfq.actions.deleted') });
      return true;
    } catch {
      return false;
    }
  };

  return { cancel, reopen, remove };
}
