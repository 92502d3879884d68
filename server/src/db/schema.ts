// One schema for PGlite and PostgreSQL, gathered from the modules' tables (each module folder's
// tables.ts). Migrations: `npm run db:generate -w server` writes server/drizzle/ (one stream for
// all modules); they run at start-up (db/driver.ts).

export * from '../modules/config/tables'
export * from '../modules/common/tables'
export * from '../modules/nav/tables'
export * from '../modules/popup/tables'
export * from '../modules/user/tables'
export * from '../modules/notice/tables'
export * from '../modules/eventTracking/tables'
export * from '../modules/login/tables'
export * from '../modules/wallet/tables'
export * from '../modules/wechat/tables'
export * from '../modules/shop/tables'
export * from '../modules/order/tables'
export * from '../modules/places/tables'
export * from '../modules/businessOrder/tables'
export * from '../modules/pay/tables'
export * from '../modules/gold/tables'
export * from '../modules/discount/tables'
export * from '../modules/cardRedUser/tables'
export * from '../modules/member/tables'
export * from '../modules/signIn/tables'
