import { type TextTree, withFeatureTexts } from '../../locales/texts';
import base from './zh-Hans.json';

/** The console's Simplified Chinese texts (under `console.`), with each feature's file (`<feature>/locales/zh-Hans.json`) laid over them. */
export const CONSOLE_TEXTS: TextTree = withFeatureTexts(
  'zh-Hans',
  base,
  import.meta.glob<TextTree>('../*/locales/zh-Hans.json', { eager: true, import: 'default' }),
);
