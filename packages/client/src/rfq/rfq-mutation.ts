import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A change of an RFQ re-reads every list and detail of RFQs, whether it succeeded or not. */
export function useRfqMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rfq'] }),
  });
}
