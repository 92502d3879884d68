import './helpers'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import type { BusinessOrder } from '@api-types/businessOrder'
import OrderDetailPage from '@/pages/business_order/order_detail'
import { saveProfile } from '@/store/session'
import { fakeApi, flush, resetApp } from './helpers'
import { freezeClock } from './freeMealFixtures'

// The bill detail of a paid voucher order shows one redeem code per voucher bought (docs/server.md
// "Vouchers and payments"): numbered when there are several, as one code when there is one, struck
// through together once the bill's validity is over.
const testUtils = new TestUtils()

function paidBill(quantity: number, codes: string[], extra: Partial<BusinessOrder> = {}): BusinessOrder {
  return {
    id: 9, order_no: 'BO2026050112000009', status: 'paid',
    voucher: { id: 5, title: '50元代金券', price: '39.90', face_value: '50.00', rules: '' },
    shop: { id: 3, name: '黔味酸汤鱼', logo: '/img/shop3.png', address: '贵阳市南明区花果园', phone: '' },
    quantity, amount: (3990 * quantity / 100).toFixed(2), pay_type: 3,
    redeem_code: codes[0], redeem_codes: codes.map((code, i) => ({ seq: i + 1, code })),
    valid_until: '2026-05-31 12:03:00', expire_time: '2026-05-01 12:15:00', create_time: '2026-05-01 12:00:00',
    pay_time: '2026-05-01 12:03:00', server_time: '2026-05-01 12:05:00',
    ...extra,
  }
}

async function mountDetail() {
  Current.router = { path: '/pages/business_order/order_detail', params: { id: '9' } } as any
  await testUtils.mount(OrderDetailPage, {})
  await testUtils.act(() => flush(10))
}
const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((e) => e.textContent)
const text = (selector: string) => document.querySelector(selector)?.textContent ?? ''

describe('redeem codes on the bill detail', () => {
  beforeEach(() => {
    resetApp()
    saveProfile({ token: 't' })
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('shows every code of a bill of several vouchers, numbered, grouped by four', async () => {
    fakeApi({ '/api/business_order/detail': paidBill(3, ['123456789012', '210987654321', '000011112222']) })
    await mountDetail()
    expect(text('.bill-code__title')).toBe('券码（共3张）')
    expect(texts('.bill-code__code')).toEqual(['1234 5678 9012', '2109 8765 4321', '0000 1111 2222'])
    expect(texts('.bill-code__no')).toEqual(['第1张', '第2张', '第3张'])
    expect(text('.bill-code__until')).toBe('有效期至 2026-05-31')
    expect(text('.bill-code__hint')).toBe('到店出示券码核销')
  })

  it('shows a bill of one voucher as one code, without a number', async () => {
    fakeApi({ '/api/business_order/detail': paidBill(1, ['123456789012']) })
    await mountDetail()
    expect(text('.bill-code__title')).toBe('券码')
    expect(texts('.bill-code__code')).toEqual(['1234 5678 9012'])
    expect(document.querySelector('.bill-code__no')).toBeNull()
    expect(text('.bill-code__hint')).toBe('到店出示券码核销')
  })

  it('marks all the codes expired once the bill’s validity is over', async () => {
    freezeClock('2026-06-01 09:00:00')
    fakeApi({ '/api/business_order/detail': paidBill(2, ['123456789012', '210987654321'], { server_time: '2026-06-01 09:00:00' }) })
    await mountDetail()
    expect(document.querySelector('.bill-code')!.className).toContain('bill-code--off')
    expect(texts('.bill-code__code')).toEqual(['1234 5678 9012', '2109 8765 4321'])
    expect(text('.bill-code__hint')).toBe('券码已过期')
  })
})
