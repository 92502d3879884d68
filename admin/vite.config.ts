import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// The operator console (docs/console.md), served by the server at /admin/ (server/src/app.ts).
// `npm run build:admin` writes admin/dist: index.html and hashed files under assets/, which the
// server caches for a year.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd's components are one chunk of 529 kB (158 kB gzip) that every page needs; splitting it
    // further only adds requests to a desktop tool loaded once a working day. The dashboard's charts
    // (@ant-design/plots, i.e. G2 and its renderer) are one lazy chunk of 1.65 MB (480 kB gzip)
    // loaded by the dashboard alone (docs/decisions.md): the limit sits just above it
    chunkSizeWarningLimit: 1700,
    rolldownOptions: {
      output: {
        // React, the icons, antd's components and the rc-component parts under them in chunks of
        // their own: a change of the console's pages keeps them cached
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'antd-icons', test: /node_modules[\\/]@ant-design[\\/]icons/ },
            { name: 'rc-component', test: /node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color|react-slick)|dayjs)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/]antd[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/ops': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
})
