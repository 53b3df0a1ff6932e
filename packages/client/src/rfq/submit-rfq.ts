import { ErrorCode, type RfqBody, type RfqDetail } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HISTORY_QUERY_KEY } from '../history/get-history';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { allRfqsQueryOptions } from './get-rfqs';

const RFQ_UPLOAD_PATH: ApiPath<'rfqUpload'> = '/api/buyer/v1/rfq/upload';
const RFQ_EDIT_PATH: ApiPath<'rfqEdit'> = '/api/buyer/v1/rfq/edit';

/**
 * Codes the form shows under a field rather than in a toast. A missing file (pruned, say) is a
 * toast: the answer does not say which of the files it was.
 */
export const RFQ_FIELD_CODES = {
  [ErrorCode.FILE_TOO_MANY]: 'files',
  [ErrorCode.PROJECT_NOT_FOUND]: 'project_id',
} as const;

/** `POST /api/buyer/v1/rfq/upload`, or `.../rfq/edit` with the id of the RFQ edited. */
export function submitRfq({ body, id }: { body: RfqBody; id?: number }): Promise<RfqDetail> {
  const form = {
    ...body,
    budget: body.budget ?? '',
    files: body.files.join(','),
    ...(id ? { id } : {}),
  };
  return request<RfqDetail>(id ? RFQ_EDIT_PATH : RFQ_UPLOAD_PATH, {
    method: 'POST',
    body: form,
    handledCodes: Object.keys(RFQ_FIELD_CODES).map(Number),
  });
}

export function useSubmitRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRfq,
    onSuccess: (rfq) => {
      queryClient.setQueryData(['rfq', 'detail', rfq.id], rfq);
      // The phone's lists and the desk's table alike.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['rfq', 'list'] }),
        queryClient.invalidateQueries({ queryKey: allRfqsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
      ]);
    },
  });
}
