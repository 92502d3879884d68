import { walletLedger, wallets } from '../../db/schema'
import { defineBook, type LedgerOutcome, type Tx } from '../ledger/book'
import type { WalletLedgerKind } from './kinds'

// The wallet's only writer (docs/rules.md "Money and units"): the wallet book of ledger/book.ts,
// in fen. One cause (user, kind, ref_type, ref_id) moves a user's money at most once.

export type { LedgerOutcome, Tx }

export interface LedgerEntry {
  userId: number
  /** What kind of movement (kinds.ts: each has its title in the wallet history). */
  kind: WalletLedgerKind
  /** Positive fen; credit adds it, debit takes it. */
  amountFen: number
  /** What caused it, e.g. ('free_meal_order', order id). */
  refType: string
  refId: number
  note?: string
  /** When it happened (app.clock). */
  at: Date
}

export const walletBook = defineBook({
  name: 'wallet',
  accounts: wallets,
  account: { userId: wallets.userId, balance: wallets.balanceFen, updatedAt: wallets.updatedAt },
  ledger: walletLedger,
  entry: {
    userId: walletLedger.userId, kind: walletLedger.kind, amount: walletLedger.amountFen, balanceAfter: walletLedger.balanceAfterFen,
    refType: walletLedger.refType, refId: walletLedger.refId, note: walletLedger.note, createdAt: walletLedger.createdAt,
  },
})

const toBook = ({ amountFen, ...rest }: LedgerEntry) => ({ ...rest, amount: amountFen })

/** Adds amountFen to the user's balance, once per cause. */
export const credit = (tx: Tx, entry: LedgerEntry) => walletBook.credit(tx, toBook(entry))

/** Takes amountFen from the user's balance, once per cause; never below zero. */
export const debit = (tx: Tx, entry: LedgerEntry) => walletBook.debit(tx, toBook(entry))
