import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { userInfoQueryOptions } from '../account/get-user-info';
import { useOnline } from './network-status';

/**
 * A launch without a network records the logged-out user (SPEC section 4: a failed read is logged
 * out), though the session may be alive: once the site can be reached again, the user is read anew.
 */
export function useSessionOnReconnect(): void {
  const online = useOnline();
  const queryClient = useQueryClient();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void queryClient.refetchQueries({ queryKey: userInfoQueryOptions().queryKey });
    wasOnline.current = online;
  }, [online, queryClient]);
}
