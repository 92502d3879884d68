// Stands in for Taro's View in the H5 build (@tarojs/components-react's components/view). Taro's
// keeps, for each element, three states and an effect for `hoverClass` and attaches three touch
// listeners for `onLongPress`; the app and NutUI use neither, and a page draws hundreds of Views:
// on home that was a good part of the first render and of the effects run after it
// (docs/performance.md). This one draws the same <div> with the props it is given.
import { forwardRef } from 'react'
import { jsx } from 'react/jsx-runtime'

function View({ hoverClass: _hoverClass, hoverStartTime: _hoverStartTime, hoverStayTime: _hoverStayTime, onLongPress: _onLongPress, ...props }, ref) {
  return jsx('div', { ...props, ref })
}

export default forwardRef(View)
