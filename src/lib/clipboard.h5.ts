// Puts text on the clipboard in the browser (the H5 build resolves this file instead of
// clipboard.ts). Taro's H5 setClipboardData is not used: its module writes through Taro's async
// storage on every copy event and shows its own toast, which would add storage code to the shared
// first-load bundle and toast twice.

function copyBySelection(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false
  const area = document.createElement('textarea')
  area.readOnly = true
  area.value = text
  area.style.position = 'absolute'
  area.style.left = '-10000px'
  document.body.appendChild(area)
  area.select()
  area.setSelectionRange(0, text.length)
  try {
    return document.execCommand('copy')
  } finally {
    document.body.removeChild(area)
  }
}

/** Resolves once copied; rejects when the browser refuses. */
export async function writeClipboard(text: string): Promise<void> {
  // the asynchronous clipboard needs a secure page and permission; the selection copy does not
  const written = await (navigator.clipboard?.writeText(text).then(
    () => true,
    () => false,
  ) ?? false)
  if (!written && !copyBySelection(text)) throw new Error('copy refused')
}
