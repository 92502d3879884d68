import fs from 'fs'

// A feature's index.ts (and its screens.weapp.ts) only re-exports the feature's screens and hooks.
// Without a side-effect flag webpack keeps every module such a barrel names in the graph of every
// page that imports one name from it: a main-package page importing SigninScreen from
// '@/features/gold' carried the gold tasks screens that only sub-package pages show, and
// optimizeMainPackage could not move them out (they sat in common.js and common.wxss). Marked
// side-effect free, an import through the barrel goes straight to the module it names.
//
// Only files made of nothing but `export ... from` statements (and comments) are marked, read at
// build time: a barrel that gains code of its own loses the mark by itself.

const SOURCE = /[\\/]src[\\/].*\.tsx?$/
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g
// `export * from './x'`, `export { a, b as c, type D } from './x'` (possibly over several lines)
const RE_EXPORT = /^export\s+(\*(\s+as\s+\w+)?|(type\s+)?\{[^}]*\})\s+from\s+['"][^'"]+['"];?$/

const cache = new Map<string, { mtime: number; barrel: boolean }>()

/** True when the file holds only re-exports. */
export function isReExportOnly(code: string): boolean {
  const statements = code
    .replace(COMMENTS, '')
    .split(/(?<=['"];?)\s*\n/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
  return statements.length > 0 && statements.every((s) => RE_EXPORT.test(s))
}

/** webpack rule test: a source module that only re-exports (cached by modification time). */
export function isReExportBarrel(resource: string): boolean {
  if (!SOURCE.test(resource)) return false
  let mtime: number
  try {
    mtime = fs.statSync(resource).mtimeMs
  } catch {
    return false
  }
  const hit = cache.get(resource)
  if (hit && hit.mtime === mtime) return hit.barrel
  const barrel = isReExportOnly(fs.readFileSync(resource, 'utf8'))
  cache.set(resource, { mtime, barrel })
  return barrel
}
