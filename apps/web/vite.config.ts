import { H5_BASE_PATH } from '@mall/contract';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = process.env.MALL_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  base: H5_BASE_PATH,
  plugins: [react()],
  resolve: {
    // The workspace root also holds an older React (a peer of other workspaces' packages); one copy only.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare values; without this its zod schemas would ride along.
        moduleSideEffects: (id: string) => !id.includes('/packages/contract/'),
      },
    },
  },
  server: {
    proxy: { '/api': API_ORIGIN, '/media': API_ORIGIN },
  },
});
