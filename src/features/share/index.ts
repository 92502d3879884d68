// Sharing: 邀请好友 (the poster, its link, the invited count and the rules), 注册领福利 (the page an
// invitation opens: the inviter, signing up, joining the team), 福利群 (the welfare group), and the
// share data of a page (useShareInvite: the mini-program's share card and timeline, WeChat's JS-SDK
// share on H5), which the home page uses too. The poster kit (posterKit.ts) draws other features'
// posters with the same drawing (盲盒海报), loaded on H5 with the page that draws one.
export { useShareInvite } from './useShareInvite'
export { makeSharePoster, saveSharePoster, shareLinkInWechat, POSTER_CANVAS_ID, type PosterQr, type PosterText } from './posterKit'
export * from './screens'
