import TabBar from '@/components/TabBar'

// WeChat mounts this for tabBar.custom; H5 draws TabBar from the TabPage layout instead.
export default function CustomTabBar() {
  return <TabBar />
}
