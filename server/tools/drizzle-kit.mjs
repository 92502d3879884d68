// Runs drizzle-kit (`npm run db:generate -w server`) with drizzle-orm resolved from server/.
import { register, createRequire } from 'node:module'
import path from 'node:path'

register('./resolve-hooks.mjs', import.meta.url)
const require = createRequire(import.meta.url)
// CommonJS require() of drizzle-orm: add server/node_modules to the global search paths.
process.env.NODE_PATH = [path.resolve(import.meta.dirname ?? '.', '..', 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter)
require('node:module').Module._initPaths()
const kitDir = require.resolve.paths('drizzle-kit')
  .map((dir) => path.join(dir, 'drizzle-kit', 'bin.cjs'))
  .find((file) => { try { require('node:fs').accessSync(file); return true } catch { return false } })
if (!kitDir) throw new Error('drizzle-kit is not installed: run npm install at the repository root')
require(kitDir)
