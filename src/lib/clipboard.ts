import Taro from '@tarojs/taro'

// Puts text on the clipboard through the mini-program's API (the H5 build uses clipboard.h5.ts).

/** Resolves once copied; rejects when the platform refuses. */
export async function writeClipboard(text: string): Promise<void> {
  await Taro.setClipboardData({ data: text })
}
