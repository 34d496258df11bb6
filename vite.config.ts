import { defineConfig } from 'vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';

// The router plugin must run before the React plugin: it rewrites route files
// (code-splitting each route) before JSX is transformed.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
  ],
  build: { sourcemap: false, target: 'es2022' },
  server: {
    proxy: {
      '/controller': 'http://127.0.0.1:4173',
      '/users': 'http://127.0.0.1:4173',
      '/console': 'http://127.0.0.1:4173',
    },
  },
});
