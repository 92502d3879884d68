// Stands in for Taro's Image in the H5 build (@tarojs/components-react's components/image). Taro's
// gives every <img> a load listener that fills `event.detail` with the image's width and height:
// reading them forces a style and layout pass of the whole page inside the load event, before
// the frame that would lay it out anyway. On home the banner's load was a long task of its own
// (docs/performance.md). This one draws the same markup and listens only when it is given an
// `onLoad`, whose event reads the size only when asked for it.
import { forwardRef, useEffect, useRef } from 'react'
import { jsx } from 'react/jsx-runtime'
import '@tarojs/components-react/dist/components/image/style/index.scss.js'

function withSize(onLoad) {
  return (event) => {
    Object.defineProperty(event, 'detail', {
      enumerable: true,
      get: () => ({ width: event.target.width, height: event.target.height }),
    })
    onLoad(event)
  }
}

function Image({ className, style = {}, src, mode, onLoad, onError, lazyLoad, imgProps, ...props }, ref) {
  const img = useRef(null)
  // lazyLoad: the source is set once the image comes within 300 px of the screen, as Taro's does
  useEffect(() => {
    if (!lazyLoad) return undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries[entries.length - 1].isIntersecting) img.current.src = src
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(img.current)
    return () => observer.disconnect()
  }, [lazyLoad, src])
  const boxClass = ['taro-img', mode === 'widthFix' ? 'taro-img__widthfix' : '', className].filter(Boolean).join(' ')
  const imgClass = `taro-img__mode-${(mode || 'scaleToFill').toLowerCase().replace(/\s/g, '')}`
  return jsx('div', {
    className: boxClass,
    style,
    ref,
    ...props,
    children: jsx('img', {
      ref: img,
      className: imgClass,
      ...(lazyLoad ? { 'data-src': src } : { src }),
      onLoad: onLoad ? withSize(onLoad) : undefined,
      onError,
      ...imgProps,
    }),
  })
}

export default forwardRef(Image)
