import { startTexts } from './i18n';

// Components are rendered in tests as the front ends render them: once the reader's texts have loaded.
// A test file that runs outside a browser-like environment renders nothing and needs no texts.
if (typeof document !== 'undefined') await startTexts();
