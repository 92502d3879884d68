// Shops: the shop detail with its free meal and vouchers, the search, the category and
// quality-zone lists (on the shop feed, features/shopFeed), and choosing the address the lists
// search around.
export * from './screens'
