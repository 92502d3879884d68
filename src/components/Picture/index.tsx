import { Image } from '@tarojs/components'
import type { ImageProps } from '@tarojs/components'

export type PictureProps = ImageProps & {
  /** What the picture says, or '' when it only decorates or repeats a text beside it. */
  alt: string
}

/**
 * Taro's Image with an alt text, which every picture needs (docs/performance.md: Accessibility).
 * Taro's H5 Image hands its own props to the box around the <img>: the alt goes through
 * `imgProps`. The mini-program reads the name as aria-label; a decorative picture has none.
 */
export default function Picture({ alt, imgProps, ...props }: PictureProps) {
  if (process.env.TARO_ENV === 'weapp') return <Image {...props} ariaLabel={alt || undefined} />
  return <Image {...props} imgProps={{ ...imgProps, alt }} />
}
