import { type TextTree, withFeatureTexts } from '../locales/texts';
import base from './locales/zh-Hans.json';

/** The desktop site's Simplified Chinese texts (under `desktop.`), with each feature's file (`<feature>/locales/zh-Hans.json`) laid over them. */
export const DESKTOP_TEXTS: TextTree = withFeatureTexts(
  'zh-Hans',
  base,
  import.meta.glob<TextTree>('./*/locales/zh-Hans.json', { eager: true, import: 'default' }),
);
