import Taro from '@tarojs/taro'
import { resetNavigationState } from '@/lib/navigation'

// Each test starts with empty storage and no navigation in flight.
beforeEach(() => {
  Taro.clearStorageSync()
  resetNavigationState()
})
