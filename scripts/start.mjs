#!/usr/bin/env node
// `npm start`: builds the H5 app and the operator console (admin/, served at /admin/) if they are
// not built yet, then starts the API server, which serves them and /api on one port (PORT, default
// 3000) on the embedded database (DATA_DIR, default ./.data) seeded with demo content, and prints the URL to open. Settings: .env.example.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'

if (!fs.existsSync('dist/h5/index.html')) {
  console.log('Building the H5 app (first start only, about a minute)...')
  const res = spawnSync('npm', ['run', 'build:h5'], { stdio: 'inherit' })
  if (res.status !== 0) process.exit(res.status ?? 1)
}
if (!fs.existsSync('admin/dist/index.html')) {
  console.log('Building the operator console (first start only)...')
  const res = spawnSync('npm', ['run', 'build:admin'], { stdio: 'inherit' })
  if (res.status !== 0) process.exit(res.status ?? 1)
}

const server = spawn('npm', ['run', '--silent', 'start', '-w', 'server'], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
