import { ERROR_MESSAGES_EN, SUCCESS_MESSAGES } from '@mall/contract';
import shared from './en.json';
import { mergeTexts, type TextTree } from './texts';

const merged = mergeTexts(
  'en',
  shared,
  import.meta.glob<TextTree>(['../*/locales/en.json', '!../console/**', '!../desktop/**'], {
    eager: true,
    import: 'default',
  }),
);

/**
 * The storefront's English texts, with the result-code and success texts of the contract (`errors.<code>`,
 * `success.<key>`, so that SPEC section 8's wording is written once for server and client). A module
 * of its own: a reader loads only their language.
 */
export const STOREFRONT_TEXTS: TextTree = {
  ...merged.texts,
  errors: ERROR_MESSAGES_EN,
  success: SUCCESS_MESSAGES.en,
};

/** Top-level keys defined by two files, which the texts tests refuse. */
export const TEXT_CLASHES = merged.clashes;
