import { ERROR_MESSAGES_ZH_HANS, SUCCESS_MESSAGES } from '@mall/contract';
import { mergeTexts, type TextTree } from './texts';
import shared from './zh-Hans.json';

const merged = mergeTexts(
  'zh-Hans',
  shared,
  import.meta.glob<TextTree>(['../*/locales/zh-Hans.json', '!../console/**', '!../desktop/**'], {
    eager: true,
    import: 'default',
  }),
);

/**
 * The storefront's Simplified Chinese texts, with the result-code and success texts of the contract (`errors.<code>`,
 * `success.<key>`, so that SPEC section 8's wording is written once for server and client). A module
 * of its own: a reader loads only their language.
 */
export const STOREFRONT_TEXTS: TextTree = {
  ...merged.texts,
  errors: ERROR_MESSAGES_ZH_HANS,
  success: SUCCESS_MESSAGES['zh-Hans'],
};

/** Top-level keys defined by two files, which the texts tests refuse. */
export const TEXT_CLASHES = merged.clashes;
