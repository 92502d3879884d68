import assert from 'node:assert/strict'
import fs from 'node:fs'
import { after, before, describe, test } from 'node:test'
import { resultSchemaOf, type Call, type OpsCall } from '@api-types/contract'
import { CALL_GROUPS } from '@api-types/groups'
import { API_DOCS_PREFIX } from '../src/config'
import { SERVER_MODULES } from '../src/modules'
import { OPENAPI_FILE, generateApiDocument } from '../tools/openapi'
import { setup, type TestEnv } from './helpers'

// The contract's OpenAPI document (docs/contract.md "OpenAPI"): docs/openapi.json is what the routes
// give, it holds every call of the contract and nothing else, with its doc, group and auth, and says
// so where a result has no schema yet; a development server serves it with its page, a production
// server does not.

interface Operation {
  summary: string
  description?: string
  tags: string[]
  security: Record<string, string[]>[]
  responses: Record<string, { description: string; content: { 'application/json': { schema: { properties: Record<string, unknown> } } } }>
}
interface Document { paths: Record<string, { post: Operation }> }

/** Every call of the contract with its tag: the user calls by group, the operator calls by module. */
function contractCalls(): { call: Call; tag: string }[] {
  return [
    ...Object.entries(CALL_GROUPS).flatMap(([group, calls]) => Object.values(calls as Record<string, Call>).map((call) => ({ call, tag: group }))),
    ...SERVER_MODULES.flatMap((m) => (m.ops?.commands ?? []).map((command) => ({ call: command.call as Call, tag: `ops ${m.name}` }))),
  ]
}

describe('OpenAPI document', () => {
  let text: string
  let document: Document
  before(async () => {
    text = await generateApiDocument()
    document = JSON.parse(text) as Document
  })

  test('docs/openapi.json is the document the server\'s routes give', () => {
    assert.ok(text === fs.readFileSync(OPENAPI_FILE, 'utf8'), 'docs/openapi.json is stale: run `npm run openapi` and commit it')
  })

  test('documents every call of the contract, user and operator, and no other route', () => {
    const calls = contractCalls()
    assert.deepEqual(Object.keys(document.paths).sort(), calls.map(({ call }) => call.path).sort())
    // served beside the calls, never documented as ones
    for (const other of ['/api/pay/notify/{provider}', '/dev/wechat/sns/userinfo', '/uploads/*', `${API_DOCS_PREFIX}/json`]) {
      assert.equal(document.paths[other], undefined, other)
    }
  })

  test('each call: its doc, its group, its auth, and its result schema or a note that it has none yet', () => {
    const security = { required: [{ userToken: [] }], optional: [{ userToken: [] }, {}], operator: [{ opsSession: [] }, { opsToken: [] }] }
    for (const { call, tag } of contractCalls()) {
      const operation = document.paths[call.path].post
      assert.equal(operation.summary, call.doc, call.path)
      assert.deepEqual(operation.tags, [tag], call.path)
      const open = call.auth === 'operator' && (call as OpsCall).open
      assert.deepEqual(operation.security, open ? [{}] : security[call.auth], call.path)
      const ok = operation.responses['2XX']
      const result = ok.content['application/json'].schema.properties.result as Record<string, unknown>
      if (resultSchemaOf(call)) {
        assert.doesNotMatch(ok.description, /not declared/, call.path)
        assert.ok(Object.keys(result).some((k) => k !== 'nullable'), `${call.path}: its result schema`)
      } else {
        assert.match(ok.description, /not declared as a schema yet/, call.path)
        assert.deepEqual(result, { nullable: true }, call.path)
      }
      if (call.auth === 'required') assert.match(operation.responses['401'].description, /loginFirst/, call.path)
      if (call.auth === 'operator' && !open) {
        assert.match(operation.responses['401'].description, /opsNeedSession/, call.path)
        assert.match(operation.responses['403'].description, /opsForbidden.*opsRoleForbidden/, call.path)
        assert.match(operation.description ?? '', /Roles: admin/, call.path)
      }
    }
  })

  describe('a development server', () => {
    let env: TestEnv
    before(async () => { env = await setup({}, { seed: false }) })
    after(async () => { await env.close() })

    test('serves the browsable page, whose scripts are its own files (the app\'s CSP allows them), and the document', async () => {
      const page = await env.app.inject({ method: 'GET', url: API_DOCS_PREFIX })
      assert.equal(page.statusCode, 200)
      assert.match(String(page.headers['content-type']), /text\/html/)
      assert.match(page.body, /<title>饭贝 API<\/title>/)
      assert.match(String(page.headers['content-security-policy']), /script-src 'self';/)
      const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      assert.ok(scripts.length > 0)
      for (const [, attributes, inline] of scripts) {
        assert.equal(inline.trim(), '', 'no inline script')
        const src = /src="([^"]+)"/.exec(attributes)?.[1]
        assert.ok(src?.startsWith(`${API_DOCS_PREFIX}/`), `a script of the page's own: ${src}`)
        const script = await env.app.inject({ method: 'GET', url: src })
        assert.equal(script.statusCode, 200, src)
      }
      const served = await env.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` })
      assert.equal(served.statusCode, 200)
      assert.deepEqual(served.json(), document)
    })
  })

  describe('a production server', () => {
    let env: TestEnv
    before(async () => { env = await setup({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true' }, { seed: false }) })
    after(async () => { await env.close() })

    test('serves neither the page nor the document', async () => {
      for (const url of [API_DOCS_PREFIX, `${API_DOCS_PREFIX}/json`, `${API_DOCS_PREFIX}/static/index.html`]) {
        const answer = await env.app.inject({ method: 'GET', url })
        assert.equal(answer.statusCode, 404, url)
      }
    })
  })
})
