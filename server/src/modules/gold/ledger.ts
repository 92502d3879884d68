import { goldAccounts, goldLedger } from '../../db/schema'
import { defineBook } from '../ledger/book'

// Gold coins' only writer: the gold book of ledger/book.ts, in coins (sign-in, tasks, coupons and
// redemptions all book through it). One cause moves a user's gold at most once; never below zero.

export const goldBook = defineBook({
  name: 'gold',
  accounts: goldAccounts,
  account: { userId: goldAccounts.userId, balance: goldAccounts.balance, updatedAt: goldAccounts.updatedAt },
  ledger: goldLedger,
  entry: {
    userId: goldLedger.userId, kind: goldLedger.kind, amount: goldLedger.amount, balanceAfter: goldLedger.balanceAfter,
    refType: goldLedger.refType, refId: goldLedger.refId, note: goldLedger.note, createdAt: goldLedger.createdAt,
  },
})
