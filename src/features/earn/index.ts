// Earning: the make-money tab (赚钱: the wallet figures, the invitation, the earning tools and the
// commission rules) and the perks tab (福利: gold, today's sign-in, the perk zone and the
// operator's perks).
export { default as MakeMoneyScreen } from './MakeMoneyScreen'
export { default as PerksScreen } from './PerksScreen'
