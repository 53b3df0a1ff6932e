import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};

const language = () => i18n.language;

/** Each language's `t`, made once: a component that memoises on `t` is drawn again when the language changes, and only then. */
const translators = new Map<string, TFunction>();

/**
 * The reader's texts and the instance that holds them, in any component: the one shared instance,
 * no provider. A component is drawn again when the language changes. react-i18next's hook did the
 * same with options, namespaces and a copy of the instance made in every component at every render,
 * about 30 ms of a slow phone's first drawing of the home page.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const current = useSyncExternalStore(subscribe, language);
  let t = translators.get(current);
  if (!t) {
    t = i18n.getFixedT(current);
    translators.set(current, t);
  }
  return { t, i18n };
}
