import { routeOfRequest, screensOfPage } from '../config/route-chunks'

// The build's list of each page's files (route-chunks.json), read by the page's preload script.

describe('route chunks', () => {
  it('names the route of a page import and nothing else', () => {
    expect(routeOfRequest('./pages/index/index')).toBe('pages/index/index')
    expect(routeOfRequest('./pages_gold/index_gold.tsx?taro-page')).toBe('pages_gold/index_gold')
    expect(routeOfRequest('./pagesme/vip/vip')).toBe('pagesme/vip/vip')
    expect(routeOfRequest('./ShopDetailScreen')).toBeNull()
    expect(routeOfRequest('./components/pages/x')).toBeNull()
    expect(routeOfRequest(undefined)).toBeNull()
  })

  it("finds the feature screens a thin page file renders", () => {
    const page = `import { ShopDetailScreen } from '@/features/shops'
import { useT } from '@/i18n'
import { GrabScreen as Grab, dealView } from '@/features/freeMeal'
export default function P() { return <ShopDetailScreen variant='takeaway' /> }`
    expect(screensOfPage(page)).toEqual(['shops/ShopDetailScreen', 'freeMeal/GrabScreen'])
    expect(screensOfPage("import { usePerks } from '@/features/earn'")).toEqual([])
  })
})
