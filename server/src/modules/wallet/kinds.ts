import type { WalletRecordKind } from '@api-types/wallet'
import type { MessageKey } from '../../i18n'

// What each movement of the wallet book is (docs/rules.md "Wallet and cash-out"): the kind the
// ledger stores, the kind the app filters by (WalletRecordKind) and the title it shows. Every
// writer of the wallet names one of these, so the history never shows a movement it cannot name.

export const WALLET_LEDGER_KINDS = {
  free_meal_rebate: { kind: 'rebate', title: 'walletKindRebate' },
  // an approval revoked by an operator (npm run ops -- revoke-approval): the rebate taken back
  free_meal_rebate_revoked: { kind: 'rebate', title: 'walletKindRebateRevoked' },
  commission: { kind: 'commission', title: 'walletKindCommission' },
  // a credited commission taken back when its cause was undone (docs/rules.md "Team and referral")
  commission_clawback: { kind: 'commission', title: 'walletKindCommissionClawback' },
  challenge_prize: { kind: 'challenge', title: 'walletKindChallenge' },
  raffle_prize: { kind: 'raffle', title: 'walletKindRaffle' },
  // a blind box's cash prize (docs/rules.md "Blind boxes")
  blind_box_prize: { kind: 'blind_box', title: 'walletKindBlindBox' },
  // a seeding activity's cash reward (docs/rules.md "Seeding activity")
  seeding_reward: { kind: 'seeding', title: 'walletKindSeeding' },
  gold_redeem: { kind: 'gold_redeem', title: 'walletKindGoldRedeem' },
  voucher_payment: { kind: 'payment', title: 'walletKindVoucherPayment' },
  member_payment: { kind: 'payment', title: 'walletKindMemberPayment' },
  gold_pack_payment: { kind: 'payment', title: 'walletKindGoldPackPayment' },
  payment_refund: { kind: 'refund', title: 'walletKindPaymentRefund' },
  // a paid membership order an operator refunded (npm run ops -- member-refund)
  member_refund: { kind: 'refund', title: 'walletKindMemberRefund' },
  cash_out: { kind: 'cash_out', title: 'walletKindCashOut' },
  cash_out_refund: { kind: 'cash_out_refund', title: 'walletKindCashOutRefund' },
  // an operator's correction, with its reason as the note (npm run ops)
  ops_credit: { kind: 'adjustment', title: 'walletKindAdjustment' },
  ops_debit: { kind: 'adjustment', title: 'walletKindAdjustment' },
} as const satisfies Record<string, { kind: WalletRecordKind; title: MessageKey }>

export type WalletLedgerKind = keyof typeof WALLET_LEDGER_KINDS

/** Earnings: what the wallet gains from the app's rewards (not refunds of the user's own money). */
export const EARNING_KINDS: readonly WalletRecordKind[] = ['rebate', 'commission', 'challenge', 'raffle', 'blind_box', 'seeding', 'gold_redeem']

/** The ledger kinds the app's kind stands for. */
export function ledgerKindsOf(kind: WalletRecordKind): WalletLedgerKind[] {
  return (Object.keys(WALLET_LEDGER_KINDS) as WalletLedgerKind[]).filter((k) => WALLET_LEDGER_KINDS[k].kind === kind)
}

export function isWalletLedgerKind(kind: string): kind is WalletLedgerKind {
  return Object.hasOwn(WALLET_LEDGER_KINDS, kind)
}
