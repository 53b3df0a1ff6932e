import '@ant-design/v5-patch-for-react-19';
import '@mall/client/lib/zod-config';
import './app/styles.css';
import { addConsoleTexts } from '@mall/client/console/locales/console-texts';
import { startTexts } from '@mall/client/lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers, queryClient } from './app/providers';
import { router } from './app/router';
import { wireClient } from './app/wire-client';

void addConsoleTexts();
wireClient(queryClient);
const root = document.getElementById('root');
if (root) {
  void startTexts().then(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
}
