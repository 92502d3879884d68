/** Fen as yuan with two decimals, as the API speaks money ("12.50"). */
export function yuan(fen: number): string {
  return (fen / 100).toFixed(2)
}
