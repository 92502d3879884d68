// In-app web pages (toweburl, popup_webview): a checked http(s) link (?url=&title=) in the
// mini-program's web view, or on H5 in a frame under a slim bar (copy the link, open it in the browser).
export { default as WebScreen, webLinkOf } from './WebScreen'
