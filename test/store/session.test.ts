import Taro from '@tarojs/taro'
import { chosenLocaleAtom } from '@/i18n'
import { appStore } from '@/store/persisted'
import { clearProfile, getToken, isLoggedIn, isLoggedInAtom, loginTypeAtom, profileAtom, saveProfile, userIdAtom, userInfoAtom } from '@/store/session'
import { commonInfoAtom, isAppletVersion } from '@/store/commonInfo'

// Session and stored state (docs/product.md: Entities, States).

describe('session', () => {
  it('is logged in if and only if a token is held', () => {
    expect(isLoggedIn()).toBe(false)
    saveProfile({ token: '' })
    expect(isLoggedIn()).toBe(false)
    saveProfile({ token: 'abc', user_id: 9 })
    expect(isLoggedIn()).toBe(true)
    expect(appStore.get(isLoggedInAtom)).toBe(true)
    expect(getToken()).toBe('abc')
    expect(appStore.get(userIdAtom)).toBe(9)
  })

  it('persists the profile through Taro storage', () => {
    saveProfile({ token: 'abc' })
    expect(Taro.getStorageSync('profile')).toEqual({ token: 'abc' })
  })

  it('clearing the profile removes the profile, the user info and local storage, keeping the language', () => {
    saveProfile({ token: 'abc' })
    appStore.set(userInfoAtom, { id: 1, amount: '3.00' })
    appStore.set(loginTypeAtom, 1)
    Taro.setStorageSync('something', 'else')
    appStore.set(chosenLocaleAtom, 'fr')
    clearProfile()
    expect(isLoggedIn()).toBe(false)
    expect(appStore.get(profileAtom)).toBeNull()
    expect(appStore.get(userInfoAtom)).toBeNull()
    expect(appStore.get(loginTypeAtom)).toBe(0)
    expect(Taro.getStorageSync('profile')).toBe('')
    expect(Taro.getStorageSync('something')).toBe('')
    expect(Taro.getStorageSync('locale')).toBe('fr')
  })
})

describe('common info', () => {
  it('sets the applet flag only for version 1.3.6', () => {
    expect(isAppletVersion('1.3.6')).toBe(true)
    expect(isAppletVersion('1.4.0')).toBe(false)
    expect(isAppletVersion('1.3.60')).toBe(false)
    expect(appStore.get(commonInfoAtom).applet).toBe(false)
  })
})
