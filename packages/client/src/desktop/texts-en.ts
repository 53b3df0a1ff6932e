import { type TextTree, withFeatureTexts } from '../locales/texts';
import base from './locales/en.json';

/** The desktop site's English texts (under `desktop.`), with each feature's file (`<feature>/locales/en.json`) laid over them. */
export const DESKTOP_TEXTS: TextTree = withFeatureTexts(
  'en',
  base,
  import.meta.glob<TextTree>('./*/locales/en.json', { eager: true, import: 'default' }),
);
