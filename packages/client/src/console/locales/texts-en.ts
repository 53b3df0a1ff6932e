import { type TextTree, withFeatureTexts } from '../../locales/texts';
import base from './en.json';

/** The console's English texts (under `console.`), with each feature's file (`<feature>/locales/en.json`) laid over them. */
export const CONSOLE_TEXTS: TextTree = withFeatureTexts(
  'en',
  base,
  import.meta.glob<TextTree>('../*/locales/en.json', { eager: true, import: 'default' }),
);
