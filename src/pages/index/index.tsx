import { Text } from '@tarojs/components'
import TabPage from '@/components/TabPage'

export default function Tab() {
  return (
    <TabPage className='index'>
      <Text className='title'>index</Text>
    </TabPage>
  )
}
