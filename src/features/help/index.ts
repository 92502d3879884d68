// Help pages: the beginner's guide (新手教程: how a free meal works, the other perks, questions)
// and the takeaway-account help (外卖账号设置帮助).
export { default as GuideScreen } from './GuideScreen'
export { default as TakeawayAccountHelpScreen } from './TakeawayAccountHelpScreen'
