// Blind boxes with friends' help (docs/rules.md "Blind boxes"): 盲盒 (the published contents and
// odds, starting, the progress with the helpers, the prize), 邀请好友助力 (the help link), 盲盒海报
// (the share poster's drawing with the help link's QR code), 盲盒助力 (a friend's page) and 助力记录.
export * from './screens'
