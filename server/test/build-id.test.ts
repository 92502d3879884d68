import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import type { AppConfigResult } from '@api-types/config'
import { readH5BuildId } from '../src/modules/config/service'
import { call, setup, type TestEnv } from './helpers'

// The served H5 build's id (docs/decisions.md "App updates"): read from the build's build-id.txt
// at start and answered in appConfig as h5_build, which an open H5 app compares with its own.

const h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-h5-'))
fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!DOCTYPE html><html><head><title>饭贝</title></head><body></body></html>')
fs.writeFileSync(path.join(h5Dir, 'build-id.txt'), 'mgx1k2p0\n')

describe('the H5 build id', () => {
  let withBuild: TestEnv
  let without: TestEnv
  before(async () => {
    withBuild = await setup({ H5_DIR: h5Dir })
    without = await setup({ H5_DIR: path.join(h5Dir, 'none') })
  })
  after(async () => {
    await withBuild.close()
    await without.close()
    fs.rmSync(h5Dir, { recursive: true, force: true })
  })

  test('appConfig answers the served build id, and none without a build', async () => {
    const served = await call<AppConfigResult>(withBuild.app, '/api/config/appConfig')
    assert.equal(served.body.result.h5_build, 'mgx1k2p0')
    const none = await call<AppConfigResult>(without.app, '/api/config/appConfig')
    assert.equal(none.body.status, 1)
    assert.equal('h5_build' in none.body.result, false)
  })

  test('an id that is not a plain token is ignored', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbei-h5-bad-'))
    try {
      fs.writeFileSync(path.join(dir, 'build-id.txt'), '<script>alert(1)</script>')
      assert.equal(readH5BuildId(dir), null)
      fs.writeFileSync(path.join(dir, 'build-id.txt'), ' 2026-11-27.abc_1 ')
      assert.equal(readH5BuildId(dir), '2026-11-27.abc_1')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
