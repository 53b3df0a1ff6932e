import '@ant-design/v5-patch-for-react-19';
import '@mall/client/lib/zod-config';
import { addDesktopTexts } from '@mall/client/desktop/desktop-texts';
import './app/styles.css';
import { startTexts } from '@mall/client/lib/i18n';
import { startFrontEnd } from '@mall/client/lib/start-front-end';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers, queryClient } from './app/providers';
import { DesktopRouter, prefetchOpeningPage } from './app/router';
import { wireClient } from './app/wire-client';

void addDesktopTexts();
wireClient();
startFrontEnd(queryClient);
prefetchOpeningPage(queryClient);
const root = document.getElementById('root');
if (root) {
  void startTexts().then(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <DesktopRouter />
        </Providers>
      </StrictMode>,
    ),
  );
}
