import type { CashoutChannel, CashoutTypeResult } from '@api-types/common'
import type { UserInfo } from '@api-types/user'
import type { WalletIncomeResult, WalletRecord } from '@api-types/wallet'
import { flush } from './helpers'
import { testUtils } from './redbagTestKit'

// Answers of the wallet calls (docs/server.md: Wallet/income, cash-out, user/info) that the wallet
// page tests share, and the password keyboard.

export const WALLET = {
  INFO: '/api/user/info',
  RULES: '/api/common/cashoutType',
  CASH_OUT: '/api/wallet/cashOut',
  SAVE_ALIPAY: '/api/wallet/saveAlipayInfo',
  CODE: '/api/user/handleCode',
  PASSWORD: '/api/user/updateCashPassword',
  INCOME: '/api/Wallet/income',
} as const

/** A logged-in account with ¥88.50 to cash out, a payment password and Alipay bound. */
export function account(extra: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7, amount: '88.50', frozen_amount: '10.00', tel: '13812345678', has_cash_password: true,
    alipay_number: '138****5678', real_name: '*三', ...extra,
  }
}

export const ALIPAY: CashoutChannel = { pay_type: 2, name: '支付宝', enabled: true, bound: true }
export const WECHAT: CashoutChannel = { pay_type: 1, name: '微信', enabled: false, bound: false }

/** The server's default rules: ¥1.00-500.00, 3 a day, no fee. */
export function rules(extra: Partial<CashoutTypeResult> = {}): CashoutTypeResult {
  return {
    channels: [ALIPAY, WECHAT], min_amount: '1.00', max_amount: '500.00', daily_times: 3, used_today: 1, fee_rate: '0',
    notice: '提现申请将在1-3个工作日内审核\n审核通过后打款至绑定账户', ...extra,
  }
}

export function record(id: number, extra: Partial<WalletRecord> = {}): WalletRecord {
  return { id, kind: 'rebate', title: '免单返利', amount: '20.00', balance_after: '120.00', create_time: '2026-05-18 12:30:00', ...extra }
}

/** An income answer over `all` (newest first): the page asked, the kind and month filters applied. */
export function incomeOf(all: WalletRecord[], body: Record<string, unknown>, totals: Partial<WalletIncomeResult> = {}): WalletIncomeResult {
  const page = Number(body.page) || 1
  const limit = Number(body.limit) || 10
  const rows = all.filter((r) => (!body.kind || r.kind === body.kind) && (!body.month || r.create_time.startsWith(String(body.month))))
  return {
    amount: '88.50', frozen_amount: '10.00', total_income: '256.80', today_income: '12.30', pending_commission: '0.00',
    list: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit, ...totals,
  }
}

/** A finger at a point (NutUI's popups read where a touch is). */
export const TOUCH = { touches: [{ clientX: 1, clientY: 1 }], changedTouches: [{ clientX: 1, clientY: 1 }] } as unknown as EventInit

/** Taps keys of the NutUI number keyboard that is open (NutUI reads a key on touch end). */
export async function typeOnKeyboard(digits: string): Promise<void> {
  for (const digit of digits) {
    const key = Array.from(document.querySelectorAll('.nut-numberkeyboard .key')).find((el) => el.textContent === digit)
    expect(key).toBeTruthy()
    await testUtils.act(async () => {
      testUtils.fireEvent.touchStart(key!, TOUCH)
      testUtils.fireEvent.touchEnd(key!, TOUCH)
      await flush(3)
    })
  }
  await testUtils.act(() => flush(10))
}

/** The password boxes filled so far. */
export const filledBoxes = (): number => document.querySelectorAll('.nut-shortpassword-input-fake-li-icon').length

/** Whether the password sheet shows (NutUI keeps a closed popup in the page, hidden). */
export function sheetOpen(): boolean {
  const popup = document.querySelector('.nut-shortpassword-popup') as HTMLElement | null
  return !!popup && popup.style.display !== 'none'
}
