import type { ImgHTMLAttributes } from 'react'

// H5 images' fetch priority (the `imgProps` of Taro's Image; the mini-program ignores them): the
// page's largest image first, images out of sight or too small to matter after it
// (docs/performance.md). React 18 does not know `fetchPriority`: the lowercase attribute goes to
// the element as written.

type ImgProps = ImgHTMLAttributes<HTMLImageElement>

export const FIRST_IMAGE = { fetchpriority: 'high' } as unknown as ImgProps
export const LATER_IMAGE = { fetchpriority: 'low' } as unknown as ImgProps
