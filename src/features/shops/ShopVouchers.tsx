import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { Voucher } from '@api-types/businessOrder'
import { VoucherBuySheet, maxQuantity } from '@/features/vouchers'
import { useT } from '@/i18n'
import { displayYuan } from '@/utils/money'
import { checkLogin } from '@/lib/auth'
import messages from './shopDetail.messages'

// The shop's 到店代金券: each voucher's price against its face value, sales, stock and validity,
// with 购买 (after the login check) opening the buy sheet. Nothing shows without vouchers.
export default function ShopVouchers({ vouchers }: { vouchers: Voucher[] | undefined }) {
  const t = useT(messages)
  const [buying, setBuying] = useState<Voucher | null>(null)
  // the sheet's code loads on the first purchase, and it stays mounted to close with its animation
  const [sheetLoaded, setSheetLoaded] = useState(false)
  if (!vouchers?.length) return null

  const buy = async (voucher: Voucher) => {
    if (maxQuantity(voucher) < 1) return
    if (!(await checkLogin({ ask: true }))) return
    setSheetLoaded(true)
    setBuying(voucher)
  }

  return (
    <View className='shop-detail__card shop-detail__vouchers'>
      <Text className='shop-detail__section-title'>{t('vouchers')}</Text>
      {vouchers.map((voucher) => {
        const soldOut = maxQuantity(voucher) < 1
        return (
          <View key={voucher.id} className='shop-voucher' data-id={voucher.id}>
            <View className='shop-voucher__price'>
              <Text className='shop-voucher__label'>{t('voucherPrice')}</Text>
              <Text className='shop-voucher__now'>
                <Text className='shop-voucher__yen'>¥</Text>
                {displayYuan(voucher.price)}
              </Text>
              <Text className='shop-voucher__face'>{t('faceValue', { price: displayYuan(voucher.face_value) })}</Text>
            </View>
            <View className='shop-voucher__info'>
              <Text className='shop-voucher__title'>{voucher.title}</Text>
              <Text className='shop-voucher__meta'>
                {t('voucherSold', { n: voucher.sold })} · {t('voucherLeft', { n: voucher.stock_left })}
              </Text>
              <Text className='shop-voucher__valid'>{t('voucherValid', { n: voucher.valid_days })}</Text>
            </View>
            <View
              role='button'
              aria-disabled={soldOut}
              className={`shop-voucher__buy${soldOut ? ' shop-voucher__buy--off' : ''}`}
              onClick={() => buy(voucher)}
            >
              {soldOut ? t('voucherSoldOut') : t('buy')}
            </View>
          </View>
        )
      })}
      {sheetLoaded ? <VoucherBuySheet voucher={buying} onClose={() => setBuying(null)} /> : null}
    </View>
  )
}
