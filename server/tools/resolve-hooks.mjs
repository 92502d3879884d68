// npm keeps drizzle-orm under server/node_modules while drizzle-kit is hoisted to the root, and
// drizzle-kit imports drizzle-orm from its own location. Resolve drizzle-orm from server/.
import { pathToFileURL } from 'node:url'
import path from 'node:path'

const serverUrl = pathToFileURL(path.resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..') + '/package.json').href

export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: serverUrl })
  }
  return next(specifier, context)
}
