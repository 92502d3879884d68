import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import type { UploadPolicy } from '@api-types/uploads'
import type { PlaceUploadResult, UserInfo } from '@api-types/user'
import { S3Storage } from '../src/providers/storage/s3'
import { S3Fake } from './fakes/s3'
import { call, createUser, setup, type TestEnv } from './helpers'

// Stored files through the storage provider (docs/server.md: Uploads): the upload policy, the
// upload it describes, the file served, the limits; locally and in an S3-compatible bucket (the
// fake of test/fakes/s3.ts, which checks signatures and the policy's conditions as S3 does).

// The SDK warns once that its 2027 releases need node 22: true, and nothing this test is about
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true'

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
  '1f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082', 'hex')
const MB = 1024 * 1024

async function policyFor(env: TestEnv, token: string, body: Record<string, unknown>, lang = 'zh-Hans') {
  return call<UploadPolicy>(env.app, '/api/user/uploadPolicy', body, { token, lang })
}

function form(policy: UploadPolicy, data: Buffer, type = 'image/png'): FormData {
  const f = new FormData()
  for (const [name, value] of Object.entries(policy.fields)) f.append(name, value)
  f.append(policy.file_field, new Blob([new Uint8Array(data)], { type }), 'picked.png') // the file last, as S3 requires
  return f
}

/** Does what the app does with a policy: posts the form there; answers the stored file's URL, or the refusal. */
async function sendByPolicy(env: TestEnv, token: string, policy: UploadPolicy, data: Buffer, type?: string): Promise<{ url: string | null; refusal: string | null; httpStatus: number }> {
  const body = new Response(form(policy, data, type))
  const payload = Buffer.from(await body.arrayBuffer())
  if (policy.url.startsWith('/')) {
    const res = await env.app.inject({
      method: 'POST', url: policy.url, payload,
      headers: { 'content-type': body.headers.get('content-type')!, authorization: `Bearer ${token}`, 'accept-language': 'en' },
    })
    const answer = res.json() as { status: number; msg: string; result: PlaceUploadResult | null }
    return { url: answer.status === 1 ? answer.result!.url : null, refusal: answer.status === 1 ? null : answer.msg, httpStatus: res.statusCode }
  }
  const res = await fetch(policy.url, { method: 'POST', body: new Uint8Array(payload), headers: { 'content-type': body.headers.get('content-type')! } })
  const text = await res.text()
  return { url: res.ok ? policy.file_url! : null, refusal: res.ok ? null : /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? text, httpStatus: res.status }
}

async function fetchServed(env: TestEnv, url: string): Promise<{ status: number; type: string; data: Buffer }> {
  if (url.startsWith('/')) {
    const res = await env.app.inject({ method: 'GET', url })
    return { status: res.statusCode, type: String(res.headers['content-type']), data: res.rawPayload }
  }
  const res = await fetch(url)
  return { status: res.status, type: res.headers.get('content-type') ?? '', data: Buffer.from(await res.arrayBuffer()) }
}

/** What both providers answer alike: refusals of the policy call, in the user's language. */
function policyRefusals(getEnv: () => TestEnv) {
  test('an unknown purpose, a type the purpose does not take and a file over its limit are refused, in the five locales', async () => {
    const env = getEnv()
    const u = await createUser(env)
    const unknown = await policyFor(env, u.token, { purpose: 'résumé', type: 'image/png' })
    assert.deepEqual(unknown.body, { status: 0, code: 'uploadPurposeUnknown', msg: '不支持的上传用途', result: null })
    const svg = await policyFor(env, u.token, { purpose: 'avatar', type: 'image/svg+xml' }, 'en')
    assert.equal(svg.body.msg, 'Only PNG, JPEG, WebP and GIF images are accepted')
    const big: Record<string, string> = {}
    for (const lang of ['zh-Hans', 'zh-Hant', 'en', 'fr', 'es']) {
      big[lang] = (await policyFor(env, u.token, { purpose: 'proof', type: 'image/png', size: 5 * MB + 1 }, lang)).body.msg
    }
    assert.deepEqual(big, {
      'zh-Hans': '文件不能超过 5MB', 'zh-Hant': '檔案不能超過 5MB', en: 'The file must not be larger than 5MB',
      fr: 'Le fichier ne doit pas dépasser 5MB', es: 'El archivo no puede superar 5MB',
    })
    const anonymous = await call(env.app, '/api/user/uploadPolicy', { purpose: 'avatar', type: 'image/png' })
    assert.equal(anonymous.statusCode, 401)
  })
}

describe('storage: local (default)', () => {
  let env: TestEnv
  before(async () => { env = await setup() })
  after(async () => { await env.close() })
  policyRefusals(() => env)

  test("the policy names this server's upload call; the file is stored under DATA_DIR/uploads and served", async () => {
    const u = await createUser(env)
    const policy = await policyFor(env, u.token, { purpose: 'proof', type: 'image/png', size: PNG.length })
    assert.equal(policy.body.status, 1, policy.body.msg)
    assert.deepEqual(policy.body.result, { url: '/api/user/placeUpload', fields: { purpose: 'proof' }, file_field: 'file', max_bytes: 5 * MB })
    const sent = await sendByPolicy(env, u.token, policy.body.result, PNG)
    assert.match(sent.url ?? '', new RegExp(`^/uploads/proof-${u.id}-[0-9a-f]{32}\\.png$`))
    assert.deepEqual(fs.readFileSync(path.join(env.dataDir, 'uploads', sent.url!.split('/').pop()!)), PNG)
    const served = await fetchServed(env, sent.url!)
    assert.equal(served.status, 200)
    assert.equal(served.type, 'image/png')
    assert.deepEqual(served.data, PNG)
  })

  test('the upload call refuses an unknown purpose and a file that is not an image', async () => {
    const u = await createUser(env)
    const before = fs.readdirSync(path.join(env.dataDir, 'uploads')).length
    const forged = { url: '/api/user/placeUpload', fields: { purpose: 'everything' }, file_field: 'file', max_bytes: 5 * MB }
    assert.deepEqual(await sendByPolicy(env, u.token, forged, PNG), { url: null, refusal: 'This kind of upload is not supported', httpStatus: 200 })
    const text = await sendByPolicy(env, u.token, { ...forged, fields: { purpose: 'avatar' } }, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))
    assert.equal(text.refusal, 'Only PNG, JPEG, WebP and GIF images are accepted')
    assert.equal(fs.readdirSync(path.join(env.dataDir, 'uploads')).length, before)
  })

  test("a replaced avatar the user stored is deleted; another user's file or a pasted URL is not", async () => {
    const u = await createUser(env)
    const other = await createUser(env)
    const store = async (token: string, purpose: string) =>
      (await sendByPolicy(env, token, (await policyFor(env, token, { purpose, type: 'image/png' })).body.result, PNG)).url!
    const setAvatar = (avatar: string) => call<UserInfo>(env.app, '/api/user/updateNicknameAndAvatar', { avatar }, { token: u.token })
    const first = await store(u.token, 'avatar')
    const second = await store(u.token, 'avatar')
    const othersProof = await store(other.token, 'proof')
    assert.equal((await setAvatar(first)).body.result.avatar, first)
    assert.equal((await setAvatar(second)).body.result.avatar, second)
    await new Promise((resolve) => setTimeout(resolve, 50)) // the deletion is not awaited by the answer
    assert.equal((await fetchServed(env, first)).status, 404)
    assert.equal((await fetchServed(env, second)).status, 200)
    await setAvatar(othersProof)
    await setAvatar('https://thirdwx.qlogo.cn/mmopen/a.png')
    await new Promise((resolve) => setTimeout(resolve, 50))
    assert.equal((await fetchServed(env, othersProof)).status, 200)
    assert.equal((await fetchServed(env, second)).status, 404)
  })
})

describe('storage: S3-compatible bucket', () => {
  const keys = { bucket: 'fanbei', region: 'cn-test-1', accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret-key' }
  const fake = new S3Fake(keys)
  let env: TestEnv
  before(async () => {
    await fake.start()
    env = await setup({
      STORAGE_PROVIDER: 's3', STORAGE_S3_BUCKET: keys.bucket, STORAGE_S3_REGION: keys.region, STORAGE_S3_ENDPOINT: fake.url,
      STORAGE_S3_ACCESS_KEY_ID: keys.accessKeyId, STORAGE_S3_SECRET_ACCESS_KEY: keys.secretAccessKey, STORAGE_S3_PATH_STYLE: 'true',
    })
  })
  after(async () => {
    await env.close()
    await fake.stop()
  })
  policyRefusals(() => env)

  test('the policy is a presigned POST to the bucket; the file lands there and is served from it', async () => {
    const u = await createUser(env)
    const policy = (await policyFor(env, u.token, { purpose: 'proof', type: 'image/png' })).body.result
    assert.equal(policy.url, `${fake.url}/fanbei`)
    assert.equal(policy.fields['Content-Type'], 'image/png')
    assert.match(policy.fields.key, new RegExp(`^proof-${u.id}-[0-9a-f]{32}\\.png$`))
    assert.equal(policy.file_url, `${fake.url}/fanbei/${policy.fields.key}`)
    const sent = await sendByPolicy(env, u.token, policy, PNG)
    assert.deepEqual(sent, { url: policy.file_url, refusal: null, httpStatus: 204 })
    const served = await fetchServed(env, policy.file_url!)
    assert.deepEqual(served, { status: 200, type: 'image/png', data: PNG })
  })

  test("the bucket holds the upload to the policy: size, content type and key", async () => {
    const u = await createUser(env)
    const policy = (await policyFor(env, u.token, { purpose: 'avatar', type: 'image/png' })).body.result
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * MB)])
    assert.equal((await sendByPolicy(env, u.token, policy, huge)).refusal, 'EntityTooLarge')
    const otherType = { ...policy, fields: { ...policy.fields, 'Content-Type': 'text/html' } }
    assert.equal((await sendByPolicy(env, u.token, otherType, PNG)).refusal, 'AccessDenied')
    const otherKey = { ...policy, fields: { ...policy.fields, key: 'index.html' } }
    assert.equal((await sendByPolicy(env, u.token, otherKey, PNG)).refusal, 'AccessDenied')
    assert.ok(![...fake.objects.keys()].includes('index.html'))
    assert.equal((await fetchServed(env, policy.file_url!)).status, 404)
  })

  test("this server's own upload call stores in the bucket too, and a replaced avatar is deleted there", async () => {
    const u = await createUser(env)
    const forServer = { url: '/api/user/placeUpload', fields: { purpose: 'avatar' }, file_field: 'file', max_bytes: 5 * MB }
    const first = await sendByPolicy(env, u.token, forServer, PNG)
    assert.match(first.url ?? '', new RegExp(`^${fake.url}/fanbei/avatar-${u.id}-[0-9a-f]{32}\\.png$`))
    assert.deepEqual(await fetchServed(env, first.url!), { status: 200, type: 'image/png', data: PNG })
    const policy = (await policyFor(env, u.token, { purpose: 'avatar', type: 'image/png' })).body.result
    const second = await sendByPolicy(env, u.token, policy, PNG)
    const setAvatar = (avatar: string) => call<UserInfo>(env.app, '/api/user/updateNicknameAndAvatar', { avatar }, { token: u.token })
    assert.equal((await setAvatar(first.url!)).body.status, 1)
    assert.equal((await setAvatar(second.url!)).body.result.avatar, second.url)
    await new Promise((resolve) => setTimeout(resolve, 100))
    assert.equal((await fetchServed(env, first.url!)).status, 404)
    assert.equal((await fetchServed(env, second.url!)).status, 200)
  })

  test("the app's pages may post to the bucket and show its files (CSP)", async () => {
    const res = await env.app.inject({ method: 'POST', url: '/api/user/info' })
    const csp = String(res.headers['content-security-policy'])
    assert.match(csp, new RegExp(`connect-src [^;]*${fake.url.replace(/[.]/g, '\\.')}`))
    assert.match(csp, new RegExp(`img-src [^;]*${fake.url.replace(/[.]/g, '\\.')}`))
  })

  test('a bucket without its settings stops the start, naming them', () => {
    assert.throws(() => new S3Storage({ ...keys, bucket: '', secretAccessKey: '', endpoint: '', forcePathStyle: false, publicBaseUrl: '' }), /bucket, secretAccessKey/)
    // AWS by region, the bucket in the host; a CDN named in front of it is where files are answered from
    const aws = new S3Storage({ ...keys, endpoint: '', forcePathStyle: false, publicBaseUrl: 'https://img.fanbei.test/' })
    assert.equal(aws.publicBaseUrl, 'https://img.fanbei.test')
    assert.deepEqual(aws.origins, ['https://fanbei.s3.cn-test-1.amazonaws.com', 'https://img.fanbei.test'])
  })

  test('the fake refuses what a wrong key signs (the signatures are checked)', async () => {
    const wrong = new S3Storage({ ...keys, secretAccessKey: 'not-the-secret', endpoint: fake.url, forcePathStyle: true, publicBaseUrl: '' })
    await assert.rejects(wrong.save('x.png', PNG, 'image/png'), /signature/i)
    const presigned = await wrong.presign('y.png', 'image/png', MB)
    const sent = await sendByPolicy(env, '', { ...presigned, file_field: 'file', file_url: `${fake.url}/fanbei/y.png`, max_bytes: MB }, PNG)
    assert.equal(sent.refusal, 'SignatureDoesNotMatch')
    assert.ok(!fake.objects.has('x.png') && !fake.objects.has('y.png'))
  })
})
