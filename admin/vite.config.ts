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
    // the console is a desktop tool on the operators' own network; it loads once per working day
    rolldownOptions: {
      output: {
        // antd and React in chunks of their own, so a change of the console's pages keeps them cached
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'antd-icons', test: /node_modules[\\/]@ant-design[\\/]icons/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dayjs)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/ops': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
})
