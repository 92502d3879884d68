import { lazyScreen } from '@/components/LazyScreen'

// The membership pages, each a chunk of its own on H5 (see components/LazyScreen);
// screens.weapp.ts imports them directly.
export const MemberCenterScreen = lazyScreen(() => import('./MemberCenterScreen'))
export const MemberTasksScreen = lazyScreen(() => import('./MemberTasksScreen'))
export const MemberAgreementScreen = lazyScreen(() => import('./MemberAgreementScreen'))
export const VipScreen = lazyScreen(() => import('./VipScreen'))
export const MemberOrdersScreen = lazyScreen(() => import('./MemberOrdersScreen'))
