// The home tab: where the user is and the search entry, the operator's banners, reward menu and
// notices, the app's own entries, the nearby deals and the red-packet popup. Only the home page
// uses it, and its first screen is the app's first load: keep what this index brings small.
export { default as HomeScreen } from './HomeScreen'
