// @vitest-environment happy-dom
// The client modules read the language cookie as they load.
import {
  ACCOUNT_ACTIVITY_QUERY_KEY,
  accountActivityQueryOptions,
} from '@mall/client/account-activity/get-account-activity';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { activityFilterOf, activityPageQueryOptions } from './activity-page';

describe('the activity page of the Logs tab', () => {
  it('reads the filters of the contract from the address, and every kind from anything else', () => {
    expect(activityFilterOf('failures')).toBe('failures');
    expect(activityFilterOf('security')).toBe('security');
    expect(activityFilterOf(null)).toBeUndefined();
    expect(activityFilterOf('all')).toBeUndefined();
    expect(activityFilterOf('toString')).toBeUndefined();
  });

  it('is read again when devices are signed out (end-sessions.ts invalidates the log key)', async () => {
    const queryClient = new QueryClient();
    const page = activityPageQueryOptions('logins', 2).queryKey;
    queryClient.setQueryData(page, { list: [], total: 0, page: 2, pageSize: 20 });
    await queryClient.invalidateQueries({ queryKey: ACCOUNT_ACTIVITY_QUERY_KEY });
    expect(queryClient.getQueryState(page)?.isInvalidated).toBe(true);
  });

  it('keeps its pages apart from the phone list of the same filter', () => {
    expect(activityPageQueryOptions('logins', 1).queryKey).not.toEqual(accountActivityQueryOptions('logins').queryKey);
    expect(activityPageQueryOptions('logins', 1).queryKey).not.toEqual(activityPageQueryOptions('logins', 2).queryKey);
  });
});
