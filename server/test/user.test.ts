import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import type { PlaceUploadResult, UserInfo } from '@api-types/user'
import { call, createUser, setup, type TestEnv } from './helpers'

// User calls: info, updateNicknameAndAvatar, placeUpload.

let env: TestEnv
before(async () => { env = await setup() })
after(async () => { await env.close() })

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
  '1f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082', 'hex')

function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]): { payload: Buffer; contentType: string } {
  const boundary = '----fanbeiTest7MA4YWxkTrZu0gW'
  const chunks: Buffer[] = []
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`))
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

async function upload(token: string | null, parts: Parameters<typeof multipart>[0]) {
  const { payload, contentType } = multipart(parts)
  const res = await env.app.inject({
    method: 'POST', url: '/api/user/placeUpload', payload,
    headers: { 'content-type': contentType, 'accept-language': 'zh-Hans', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })
  return { statusCode: res.statusCode, body: res.json() as { status: number; msg: string; result: PlaceUploadResult | null } }
}

describe('user/info', () => {
  test('without a token: HTTP 401, status -1', async () => {
    const r = await call(env.app, '/api/user/info')
    assert.equal(r.statusCode, 401)
    assert.deepEqual(r.body, { status: -1, code: 'loginFirst', msg: '请先登录', result: null })
    const bad = await call(env.app, '/api/user/info', {}, { token: 'x'.repeat(43) })
    assert.equal(bad.statusCode, 401)
  })

  test('answers the account with zero values for what is not there yet', async () => {
    const u = await createUser(env)
    const r = await call<UserInfo>(env.app, '/api/user/info', {}, { token: u.token })
    assert.equal(r.body.status, 1)
    const info = r.body.result
    assert.equal(info.id, u.id)
    assert.equal(info.amount, '0.00')
    assert.equal(info.frozen_amount, '0.00')
    assert.equal(info.total_saved, '0.00')
    assert.equal(info.gold, 0)
    assert.equal(info.is_vip, false)
    assert.equal(info.has_password, false)
    assert.equal(info.has_cash_password, false)
    assert.match(info.tel!, /^1\d{10}$/)
    assert.equal(typeof info.nickname, 'string')
    assert.equal(info.avatar, '')
    assert.equal(info.parent_id, null)
  })
})

describe('user/updateNicknameAndAvatar', () => {
  test('saves a valid nickname and avatar and answers UserInfo', async () => {
    const u = await createUser(env)
    const r = await call<UserInfo>(env.app, '/api/user/updateNicknameAndAvatar', { nickname: '  小饭贝  ', avatar: '/uploads/abc123.png' }, { token: u.token })
    assert.equal(r.body.status, 1, r.body.msg)
    assert.equal(r.body.msg, '保存成功')
    assert.equal(r.body.result.nickname, '小饭贝')
    assert.equal(r.body.result.avatar, '/uploads/abc123.png')
    const only = await call<UserInfo>(env.app, '/api/user/updateNicknameAndAvatar', { avatar: 'https://example.com/a.jpg' }, { token: u.token })
    assert.equal(only.body.result.nickname, '小饭贝')
    assert.equal(only.body.result.avatar, 'https://example.com/a.jpg')
    const twenty = '饭'.repeat(20)
    assert.equal((await call<UserInfo>(env.app, '/api/user/updateNicknameAndAvatar', { nickname: twenty }, { token: u.token })).body.result.nickname, twenty)
  })

  test('nickname 2-20 characters; avatar an upload path or http(s) URL', async () => {
    const u = await createUser(env)
    for (const nickname of ['a', '   ', ' 饭 ', '饭'.repeat(21), 'ab\u0000c']) {
      const r = await call(env.app, '/api/user/updateNicknameAndAvatar', { nickname }, { token: u.token })
      assert.equal(r.body.status, 0, JSON.stringify(nickname))
      assert.equal(r.body.msg, '昵称为2-20个字符')
    }
    for (const avatar of ['javascript:alert(1)', '/etc/passwd', '/uploads/../package.json', 'ftp://x/a.png', '']) {
      const r = await call(env.app, '/api/user/updateNicknameAndAvatar', { avatar }, { token: u.token })
      assert.equal(r.body.msg, '头像地址不正确', avatar)
    }
    assert.equal((await call(env.app, '/api/user/updateNicknameAndAvatar', { nickname: 5 }, { token: u.token })).body.msg, '昵称格式不正确')
    assert.equal((await call(env.app, '/api/user/updateNicknameAndAvatar', { nickname: 'ok名字' })).statusCode, 401)
    const info = await call<UserInfo>(env.app, '/api/user/info', {}, { token: u.token })
    assert.notEqual(info.body.result.nickname, 'a')
    assert.equal(info.body.result.avatar, '')
  })
})

describe('user/placeUpload', () => {
  test('stores a PNG under DATA_DIR/uploads and serves it back', async () => {
    const u = await createUser(env)
    const r = await upload(u.token, [{ name: 'purpose', data: 'avatar' }, { name: 'file', filename: 'me.png', type: 'image/png', data: PNG }])
    assert.equal(r.statusCode, 200)
    assert.equal(r.body.status, 1, r.body.msg)
    assert.match(r.body.result!.url, new RegExp(`^/uploads/avatar-${u.id}-[0-9a-f]{32}\\.png$`))
    const name = r.body.result!.url.split('/').pop()!
    assert.deepEqual(fs.readFileSync(path.join(env.dataDir, 'uploads', name)), PNG)
    const served = await env.app.inject({ method: 'GET', url: r.body.result!.url })
    assert.equal(served.statusCode, 200)
    assert.equal(served.headers['content-type'], 'image/png')
    // The URL is accepted as the avatar.
    const saved = await call<UserInfo>(env.app, '/api/user/updateNicknameAndAvatar', { avatar: r.body.result!.url }, { token: u.token })
    assert.equal(saved.body.result.avatar, r.body.result!.url)
  })

  test('JPEG, GIF and WebP by their bytes', async () => {
    const u = await createUser(env)
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(20)])
    for (const [data, ext] of [[Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'jpg'], [Buffer.from('GIF89a\x01\x00\x01\x00'), 'gif'], [webp, 'webp']] as const) {
      const r = await upload(u.token, [{ name: 'file', filename: 'x.bin', type: 'application/octet-stream', data }])
      assert.equal(r.body.status, 1, ext)
      assert.ok(r.body.result!.url.endsWith(`.${ext}`))
    }
  })

  test('a text file is refused, even named .png', async () => {
    const u = await createUser(env)
    const before = fs.readdirSync(path.join(env.dataDir, 'uploads')).length
    for (const filename of ['note.txt', 'fake.png']) {
      const r = await upload(u.token, [{ name: 'file', filename, type: 'image/png', data: 'hello, this is not an image' }])
      assert.equal(r.statusCode, 200)
      assert.deepEqual(r.body, { status: 0, code: 'uploadNotImage', msg: '仅支持 PNG、JPEG、WebP、GIF 格式的图片', result: null })
    }
    const svg = await upload(u.token, [{ name: 'file', filename: 'a.svg', type: 'image/svg+xml', data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' }])
    assert.equal(svg.body.status, 0)
    assert.equal(fs.readdirSync(path.join(env.dataDir, 'uploads')).length, before)
  })

  test('no file, no token, JSON body, over 5 MB', async () => {
    const u = await createUser(env)
    const none = await upload(u.token, [{ name: 'purpose', data: 'avatar' }])
    assert.equal(none.body.msg, '请选择要上传的图片')
    const anonymous = await upload(null, [{ name: 'file', filename: 'me.png', type: 'image/png', data: PNG }])
    assert.equal(anonymous.statusCode, 401)
    assert.equal(anonymous.body.status, -1)
    const json = await call(env.app, '/api/user/placeUpload', {}, { token: u.token })
    assert.equal(json.statusCode, 415)
    assert.equal(json.body.status, 0)
    const big = await upload(u.token, [{ name: 'file', filename: 'big.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]) }])
    assert.equal(big.statusCode, 413)
    assert.equal(big.body.msg, '请求数据过大')
  })
})
