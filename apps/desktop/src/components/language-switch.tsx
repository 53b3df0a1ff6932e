import { persistLocale } from '@mall/client/lib/language';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { Locale } from '@mall/contract';

const CHOICES: ReadonlyArray<{ value: Locale; label: string }> = [
  { value: 'en', label: 'EN' },
  { value: 'zh-Hans', label: '中文' },
];

/**
 * EN / 中文, remembered in the language cookie the storefront and the server read: two radio
 * buttons drawn as antd's small Segmented, whose code the header does without.
 */
export function LanguageSwitch({ label }: { label: string }) {
  const { i18n } = useTranslation();
  const current: Locale = i18n.language === 'zh-Hans' ? 'zh-Hans' : 'en';
  const change = (next: Locale) => {
    persistLocale(next);
    void i18n.changeLanguage(next);
  };
  return (
    <div role="radiogroup" aria-label={label} className="language-switch" data-testid="language-switch">
      {CHOICES.map((choice) => (
        <label key={choice.value} className={choice.value === current ? 'is-selected' : undefined}>
          <input
            type="radio"
            name="language"
            className="visually-hidden"
            checked={choice.value === current}
            onChange={() => change(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}
