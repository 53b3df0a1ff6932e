import { STORAGE_KEYS } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getClientState,
  resetClientState,
  setSelectedCategories,
  setSelectedLabels,
  setUserInfo,
  setVideoSiteReachable,
} from './client-state';

const buyer = { login: 1, id: 7, email: 'b@x.co', contact_name: 'B', company_name: 'X', status: 'member' } as const;

beforeEach(() => {
  sessionStorage.clear();
  resetClientState();
});

describe('client state', () => {
  it('starts with an unknown user, no selections and an unknown reachability', () => {
    expect(getClientState()).toEqual({
      userInfo: null,
      selectedLabels: [],
      selectedCategories: [],
      videoSiteReachable: null,
    });
  });

  it('stores the user for status 200 with login 1, in session storage', () => {
    expect(setUserInfo({ status: 200, data: buyer })).toEqual(buyer);
    expect(getClientState().userInfo).toEqual(buyer);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.userInfo) ?? '')).toEqual(buyer);
  });

  it.each([
    ['a visitor answer', { status: 200, data: { login: 0 } }],
    ['a non-200 status', { status: 401, data: buyer }],
    ['no answer at all', undefined],
  ])('stores the logged-out record for %s', (_label, answer) => {
    expect(setUserInfo(answer)).toEqual({ login: 0 });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.userInfo) ?? '')).toEqual({ login: 0 });
  });

  it('reads the user back from session storage on a reload', () => {
    setUserInfo({ status: 200, data: buyer });
    resetClientState();
    expect(getClientState().userInfo).toEqual(buyer);
  });

  it('keeps selected labels and categories (category_id, category_name)', () => {
    setSelectedLabels(['ISO 9001']);
    setSelectedCategories([{ category_id: 3, category_name: 'Bearings' }]);
    resetClientState();
    expect(getClientState().selectedLabels).toEqual(['ISO 9001']);
    expect(getClientState().selectedCategories).toEqual([{ category_id: 3, category_name: 'Bearings' }]);
  });

  it('holds the video-site reachability flag', () => {
    setVideoSiteReachable(true);
    expect(getClientState().videoSiteReachable).toBe(true);
  });
});
