import { STORAGE_KEYS, type UserInfo } from '@mall/contract';
import { useSyncExternalStore } from 'react';

/** The contract's LOGGED_OUT_USER, restated: importing it would pull its module's zod schemas into the bundle. */
const LOGGED_OUT_USER: UserInfo = { login: 0 };

export interface SelectedCategory {
  category_id: number;
  category_name: string;
}

/** The client state of SPEC section 3. */
export interface ClientState {
  /** `null` until the first answer of GET /api/user/info in this browser session. */
  userInfo: UserInfo | null;
  selectedLabels: string[];
  selectedCategories: SelectedCategory[];
  /** Whether the external video site answers; `null` while the launch check runs. */
  videoSiteReachable: boolean | null;
}

function readSession<T>(key: string, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function initialState(): ClientState {
  return {
    userInfo: readSession<UserInfo | null>(STORAGE_KEYS.userInfo, null),
    selectedLabels: readSession<string[]>(STORAGE_KEYS.selectedLabels, []),
    selectedCategories: readSession<SelectedCategory[]>(STORAGE_KEYS.selectedCategories, []),
    videoSiteReachable: null,
  };
}

let state = initialState();
const listeners = new Set<() => void>();

function update(patch: Partial<ClientState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getClientState(): ClientState {
  return state;
}

/** Re-reads session storage; for tests, which share one module instance. */
export function resetClientState(): void {
  state = initialState();
  for (const listener of listeners) listener();
}

/** SPEC section 4: status 200 with login 1 stores the user; anything else stores the logged-out record. */
export function setUserInfo(answer: { status: number; data: unknown } | undefined): UserInfo {
  const data = answer?.data as UserInfo | undefined;
  const userInfo = answer?.status === 200 && data?.login === 1 ? data : LOGGED_OUT_USER;
  sessionStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(userInfo));
  update({ userInfo });
  return userInfo;
}

export function setSelectedLabels(selectedLabels: string[]): void {
  sessionStorage.setItem(STORAGE_KEYS.selectedLabels, JSON.stringify(selectedLabels));
  update({ selectedLabels });
}

export function setSelectedCategories(selectedCategories: SelectedCategory[]): void {
  sessionStorage.setItem(STORAGE_KEYS.selectedCategories, JSON.stringify(selectedCategories));
  update({ selectedCategories });
}

export function setVideoSiteReachable(videoSiteReachable: boolean): void {
  update({ videoSiteReachable });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useClientState<T>(select: (state: ClientState) => T): T {
  return useSyncExternalStore(subscribe, () => select(state));
}

export function isLoggedIn(userInfo: UserInfo | null): boolean {
  return userInfo?.login === 1;
}
