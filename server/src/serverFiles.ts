import path from 'node:path'
import { fileURLToPath } from 'node:url'

// Where the files the server reads at run time (migrations in drizzle/, the demo images and locale
// packs in public/) are. Run from source they are the server folder's; the compiled server
// (tools/build.mjs, docs/deploy.md) has its own copies beside dist/main.js, so dist/ runs alone.

/** Replaced by `true` in the compiled server (tools/build.mjs); undefined when run from source. */
declare const COMPILED_SERVER: boolean | undefined

const here = path.dirname(fileURLToPath(import.meta.url))

export const SERVER_FILES_DIR = typeof COMPILED_SERVER !== 'undefined' && COMPILED_SERVER ? here : path.resolve(here, '..')

/** The migrations, applied when the database opens (db/driver.ts). */
export const MIGRATIONS_DIR = path.join(SERVER_FILES_DIR, 'drizzle')
