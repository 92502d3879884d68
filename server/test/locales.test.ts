import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { CATALOGUES, LANGS, langOf, translate, type Lang } from '../src/i18n'
import { render } from '../src/ops/cli'
import { captcha, freshTel, randomIp } from './accounts'
import { call, setup, type TestEnv } from './helpers'

// Refusals in the caller's language, with their stable key (docs/server.md: Languages).

let env: TestEnv
before(async () => { env = await setup() })
after(async () => { await env.close() })

/** What a user of each locale reads for a malformed number, a wrong picture code, a wrong password. */
const EXPECTED: Record<Lang, { telInvalid: string; imageCodeWrong: string; loginFailed: string; loginFirst: string }> = {
  'zh-Hans': {
    telInvalid: '请输入正确的手机号',
    imageCodeWrong: '图形验证码错误或已过期，请重新输入',
    loginFailed: '手机号或密码错误',
    loginFirst: '请先登录',
  },
  'zh-Hant': {
    telInvalid: '請輸入正確的手機號碼',
    imageCodeWrong: '圖形驗證碼錯誤或已過期，請重新輸入',
    loginFailed: '手機號碼或密碼錯誤',
    loginFirst: '請先登入',
  },
  en: {
    telInvalid: 'Please enter a valid mobile number',
    imageCodeWrong: 'The picture code is wrong or has expired',
    loginFailed: 'Wrong mobile number or password',
    loginFirst: 'Please log in first',
  },
  fr: {
    telInvalid: 'Saisissez un numéro de mobile valide',
    imageCodeWrong: 'Le code image est erroné ou a expiré, veuillez le saisir à nouveau',
    loginFailed: 'Numéro de mobile ou mot de passe incorrect',
    loginFirst: 'Veuillez d’abord vous connecter',
  },
  es: {
    telInvalid: 'Introduce un número de móvil válido',
    imageCodeWrong: 'El código de imagen es incorrecto o ha caducado, vuelve a introducirlo',
    loginFailed: 'Número de móvil o contraseña incorrectos',
    loginFirst: 'Inicia sesión primero',
  },
}

describe('refusals over HTTP', () => {
  const headers: [string, Lang][] = [
    ['fr', 'fr'],
    ['es', 'es'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-TW', 'zh-Hant'],
    ['en-US', 'en'],
    ['de-DE, es;q=0.9, en;q=0.8', 'es'],
    ['zh-CN', 'zh-Hans'],
  ]
  for (const [header, lang] of headers) {
    test(`Accept-Language: ${header} → ${lang}`, async () => {
      const ip = randomIp()
      const badTel = await call(env.app, '/api/login/getLoginCode', { tel: '12345', image_code: 'abcd', image_key: 'k'.repeat(16) }, { lang: header, ip })
      assert.deepEqual(badTel.body, { status: 0, code: 'telInvalid', msg: EXPECTED[lang].telInvalid, result: null })

      const c = await captcha(env)
      const wrongCode = await call(env.app, '/api/login/getLoginCode', { tel: freshTel(), image_code: `${c.text}x`, image_key: c.key }, { lang: header, ip })
      assert.deepEqual(wrongCode.body, { status: 0, code: 'imageCodeWrong', msg: EXPECTED[lang].imageCodeWrong, result: null })

      const wrongPassword = await call(env.app, '/api/login/passwordLogin', { tel: freshTel(), password: 'wrong-password-1' }, { lang: header, ip })
      assert.deepEqual(wrongPassword.body, { status: 0, code: 'loginFailed', msg: EXPECTED[lang].loginFailed, result: null })

      const loggedOut = await call(env.app, '/api/user/info', {}, { lang: header, ip })
      assert.equal(loggedOut.statusCode, 401)
      assert.deepEqual(loggedOut.body, { status: -1, code: 'loginFirst', msg: EXPECTED[lang].loginFirst, result: null })
    })
  }

  test('a validation refusal names the field in the caller\'s language, with its key', async () => {
    const r = await call(env.app, '/api/login/passwordLogin', { tel: freshTel() }, { lang: 'fr-FR' })
    assert.deepEqual(r.body, { status: 0, code: 'required', msg: 'Mot de passe : champ obligatoire', result: null })
    const hant = await call(env.app, '/api/login/passwordLogin', { tel: freshTel() }, { lang: 'zh-HK' })
    assert.deepEqual(hant.body, { status: 0, code: 'required', msg: '請填寫密碼', result: null })
  })

  test('a success carries no key', async () => {
    const r = await call(env.app, '/api/login/imageCode', {}, { lang: 'es' })
    assert.equal(r.body.status, 1)
    assert.equal('code' in r.body, false)
  })
})

describe('langOf', () => {
  const cases: [string | undefined, Lang][] = [
    [undefined, 'zh-Hans'],
    ['', 'zh-Hans'],
    ['*', 'zh-Hans'],
    ['ja-JP', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-hk', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-CN', 'zh-Hant'],
    ['zh_TW.UTF-8', 'zh-Hant'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['en_US.UTF-8', 'en'],
    ['fr-CA', 'fr'],
    ['es-419', 'es'],
    // q-values: the highest supported wins; equal q keeps the order given; q=0 is "not this one"
    ['ja, fr;q=0.5, en;q=0.8', 'en'],
    ['en;q=0.5, fr-CA;q=0.9', 'fr'],
    ['es, en', 'es'],
    ['zh-TW;q=0, es;q=0.2', 'es'],
    ['de;q=1.0, zh-TW;q=0.7, zh-CN;q=0.7', 'zh-Hant'],
    ['en;q=0', 'zh-Hans'],
  ]
  for (const [header, lang] of cases) {
    test(`${JSON.stringify(header)} → ${lang}`, () => assert.equal(langOf(header), lang))
  }
})

describe('catalogues', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
  const source = CATALOGUES['zh-Hans']

  for (const lang of LANGS) {
    test(`${lang}: every message and field has a text, with the placeholders of zh-Hans`, () => {
      const { messages, fields } = CATALOGUES[lang]
      assert.deepEqual(Object.keys(messages).sort(), Object.keys(source.messages).sort())
      assert.deepEqual(Object.keys(fields).sort(), Object.keys(source.fields).sort())
      for (const [key, text] of Object.entries(messages)) {
        assert.ok(text.trim(), `${lang} ${key} is empty`)
        assert.deepEqual(placeholders(text), placeholders(source.messages[key as keyof typeof source.messages]), `${lang} ${key}`)
      }
      for (const [key, text] of Object.entries(fields)) assert.ok(text.trim(), `${lang} field ${key} is empty`)
    })
  }

  test('placeholders are filled', () => {
    assert.equal(translate('fr', 'cashOutAmountRange', { min: '1.00', max: '500.00' }), 'Un retrait doit être compris entre 1.00 et 500.00 yuans')
    assert.equal(translate('es', 'voucherLimit', { limit: 2, left: 1 }), 'Máximo 2 por persona: puedes comprar 1 más')
    assert.equal(translate('zh-Hant', 'cashOutAmountRange', { min: '1.00', max: '500.00' }), '單筆提現金額需在1.00-500.00元之間')
  })
})

describe('the ops CLI', () => {
  const orders = {
    command: 'orders' as const,
    orders: [{
      id: 7, order_no: 'FM2026031200000007', tel: '138****0001', shop: '面馆', status: 'uploaded' as const, rebate: '18.00',
      platform_order_no: 'MT-1', proof_time: '2026-03-12 10:00:00', images: ['/u/a.png'],
    }],
  }
  test('tables and lines in the operator\'s language', () => {
    const header = (lang: Lang) => render(orders, lang).stdout[0].split('\n')[0].split(/\s{2,}/)
    assert.deepEqual(header('fr'), ['id', 'n° de commande', 'utilisateur', 'commerce', 'état', 'cashback', 'commande plateforme', 'heure de la preuve', 'images'])
    assert.deepEqual(header('zh-Hant'), ['ID', '訂單號', '使用者', '店鋪', '狀態', '返利', '外賣訂單號', '憑證時間', '憑證圖片'])
    assert.deepEqual(render({ command: 'orders', orders: [] }, 'es').stdout, ['No hay pedidos'])
  })
})
