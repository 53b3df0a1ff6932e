import '@mall/client/lib/zod-config';
import './app/styles.css';
import './app/antd-mobile-react19';
import './app/root-ids';
import { startTexts } from '@mall/client/lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { BackOnline } from './app/back-online';
import { launch } from './app/launch';
import { prefetchOpeningPage } from './app/opening-page';
import { Providers, queryClient } from './app/providers';
import { registerServiceWorker } from './app/register-service-worker';
import { AppRoutes } from './app/router';
import { wireClient } from './app/wire-client';
import { OfflineBanner } from './components/offline-banner';

wireClient();
const root = document.getElementById('root');
if (root && launch(queryClient)) {
  prefetchOpeningPage(queryClient);
  void startTexts().then(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <OfflineBanner />
          <HashRouter>
            <AppRoutes />
          </HashRouter>
          <BackOnline />
        </Providers>
      </StrictMode>,
    );
    registerServiceWorker();
  });
}
