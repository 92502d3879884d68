// Asking for WeChat subscription messages (docs/server.md "Notifications") exists in the
// mini-program only (subscribe.weapp.ts); on H5 the ask is nothing, so H5 carries none of it.

/** The ask to call in the tap handler of the user's action (nothing on H5). */
export function useSubscribeAsk(_kinds: readonly string[]): () => void {
  return noAsk
}

function noAsk(): void {}
