import { ProofScreen } from '@/features/freeMeal'

// ?id=: a free-meal order's proof upload (while reserved) or its state.
export default function VoucherPage() {
  return <ProofScreen />
}
