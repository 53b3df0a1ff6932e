import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Bundled through Vite so that they share the one React this app uses (see vite.config.ts).
    server: { deps: { inline: [/antd-mobile/, /@testing-library\/react/, /react-i18next/, /@tanstack\/react-query/] } },
  },
});
