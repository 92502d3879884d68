#!/usr/bin/env node
// `npm run build:server`: the compiled server in server/dist (docs/deploy.md), which runs on plain
// Node without a TypeScript compiler: dist/main.js (the server) and dist/ops.js (the operators'
// tool), each one ES module with the packages left as imports of server/node_modules, and copies of
// the files they read at run time (the migrations, public/) beside them (src/serverFiles.ts).
// `--outdir server/dist-x` builds elsewhere (a test's own copy); the folder must sit in server/,
// where config.ts finds the repository (the H5 build, DATA_DIR) from it.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values: args } = parseArgs({ options: { outdir: { type: 'string' } } })
const OUT_DIR = path.resolve(args.outdir ?? path.join(SERVER_DIR, 'dist'))
if (path.dirname(OUT_DIR) !== SERVER_DIR) throw new Error(`--outdir must be a folder of ${SERVER_DIR}, got ${OUT_DIR}`)
// the oldest Node the server supports (package.json engines)
const TARGET = 'node20'

fs.rmSync(OUT_DIR, { recursive: true, force: true })
await build({
  absWorkingDir: SERVER_DIR,
  entryPoints: { main: 'src/main.ts', ops: 'src/ops.ts' },
  outdir: OUT_DIR,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: TARGET,
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  define: { COMPILED_SERVER: 'true' },
  logLevel: 'warning',
})
for (const dir of ['drizzle', 'public']) fs.cpSync(path.join(SERVER_DIR, dir), path.join(OUT_DIR, dir), { recursive: true })
console.log(`compiled server: ${path.relative(process.cwd(), OUT_DIR) || '.'}/main.js and ops.js`)
