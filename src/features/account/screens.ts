import { lazyScreen } from '@/components/LazyScreen'

// The account's page screens, each a chunk of its own on H5 (see components/LazyScreen);
// screens.weapp.ts imports them directly.
export const MeScreen = lazyScreen(() => import('./MeScreen'), 'tab')
export const LoginScreen = lazyScreen(() => import('./LoginScreen'))
export const CodeLoginScreen = lazyScreen(() => import('./CodeLoginScreen'))
export const PasswordLoginScreen = lazyScreen(() => import('./PasswordLoginScreen'))
export const ForgotPasswordScreen = lazyScreen(() => import('./ForgotPasswordScreen'))
export const AgreementScreen = lazyScreen(() => import('./AgreementScreen'))
export const PhonePasswordScreen = lazyScreen(() => import('./PhonePasswordScreen'))
export const SettingsScreen = lazyScreen(() => import('./SettingsScreen'))
export const ProfileScreen = lazyScreen(() => import('./ProfileScreen'))
/** The SMS code login form, for a page that logs its visitor in where they are (注册领福利). */
export const CodeLoginForm = lazyScreen(() => import('./CodeLoginForm'))
