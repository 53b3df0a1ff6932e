import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HISTORY_QUERY_KEY } from '../history/get-history';

/** A change of an RFQ re-reads every list and detail of RFQs, and the History that tells it, whether it succeeded or not. */
export function useRfqMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['rfq'] }),
        queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
      ]),
  });
}
