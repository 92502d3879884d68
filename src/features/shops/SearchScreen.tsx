import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { SearchBar } from '@nutui/nutui-react-taro'
import { useMemo } from 'react'
import Page from '@/components/Page'
import { EmptyState } from '@/components/ShopLists'
import { ShopFeed, SortTabs } from '@/features/shopFeed'
import { useT } from '@/i18n'
import { navigateTo } from '@/lib/navigation'
import type { Shop } from '@api-types/shop'
import messages from './search.messages'
import { positionOf } from './position'
import { HOT_KEYWORDS, SEARCH_SOURCES, type SearchSource, useShopSearch } from './useShopSearch'
import './search.scss'
import { pageUrl } from '@/routes'

function Chips({ words, onPick }: { words: string[]; onPick: (word: string) => void }) {
  return (
    <View className='search-chips'>
      {words.map((word) => (
        <Text key={word} className='search-chips__chip' onClick={() => onPick(word)}>
          {word}
        </Text>
      ))}
    </View>
  )
}

// The shop search of /pages/search/search (all shops, sortable) and search_gf (quality shops):
// the keyword box, the history and popular keywords before a search, then the results around the
// position the page was opened with.
export default function SearchScreen({ source }: { source: SearchSource }) {
  const t = useT(messages)
  const { latitude, longitude, address } = useRouter().params
  const position = useMemo(() => positionOf({ latitude, longitude, address }), [latitude, longitude, address])
  const search = useShopSearch(source, position)
  const { detailPage } = SEARCH_SOURCES[source]
  const open = (shop: Shop) => navigateTo(pageUrl(detailPage, { id: shop.id })).catch(() => undefined)

  return (
    <Page className='search-page'>
      <View className='search-page__bar'>
        <SearchBar
          className='search-page__input'
          shape='round'
          value={search.input}
          placeholder={t(source === 'quality' ? 'placeholderGf' : 'placeholder')}
          maxLength={50}
          onChange={search.type}
          onSearch={search.submit}
          right={
            <View className='search-page__go' role='button' onClick={() => search.submit(search.input)}>
              {t('search')}
            </View>
          }
        />
        {position.address ? <Text className='search-page__near'>{t('near', { address: position.address })}</Text> : null}
      </View>

      {search.keyword ? (
        <View className='search-page__results'>
          {search.sortable ? (
            <View className='search-page__sorts'>
              <SortTabs sort={search.sort} onChange={search.setSort} />
            </View>
          ) : null}
          <ShopFeed
            feed={search.feed}
            onOpen={open}
            empty={<EmptyState className='search-page__empty' description={t('noResult')} />}
          />
        </View>
      ) : (
        <View className='search-page__suggest'>
          {search.history.length ? (
            <View className='search-page__section search-page__history'>
              <View className='search-page__section-head'>
                <Text className='search-page__section-title'>{t('history')}</Text>
                <View className='search-page__clear' role='button' onClick={search.clearHistory}>
                  {t('clearHistory')}
                </View>
              </View>
              <Chips words={search.history} onPick={search.submit} />
            </View>
          ) : null}
          <View className='search-page__section search-page__hot'>
            <View className='search-page__section-head'>
              <Text className='search-page__section-title'>{t('hot')}</Text>
            </View>
            <Chips words={HOT_KEYWORDS} onPick={search.submit} />
          </View>
        </View>
      )}
    </Page>
  )
}
