import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from '../src/app'
import { REPO_ROOT, loadConfig } from '../src/config'
import { openDatabase } from '../src/db/driver'
import { renderApiDocument } from '../src/openapi'

// Writes docs/openapi.json, the contract's OpenAPI document (docs/contract.md "OpenAPI"): the app is
// built as a development server builds it and asked for the document of the routes it registered.
// `npm run openapi` runs it; server/test/openapi.test.ts fails while the file is stale.

export const OPENAPI_FILE = path.join(REPO_ROOT, 'docs/openapi.json')

/**
 * The document of an app built with the default settings (the environment is not read, so every
 * machine writes the same text), on an empty embedded database of its own.
 */
export async function generateApiDocument(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-openapi-'))
  try {
    const database = await openDatabase({ dataDir })
    try {
      const config = loadConfig({ DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-h5'), ADMIN_DIR: path.join(dataDir, 'no-admin'), LOG_LEVEL: 'silent' })
      const app = await buildApp({ db: database.db, config, logger: false })
      try {
        await app.ready()
        return renderApiDocument(app)
      } finally {
        await app.close()
      }
    } finally {
      await database.close()
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  fs.writeFileSync(OPENAPI_FILE, await generateApiDocument())
  console.log(`docs/openapi.json written from the routes the server registers`)
}
