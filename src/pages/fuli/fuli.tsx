import { Text } from '@tarojs/components'
import TabPage from '@/components/TabPage'

export default function Tab() {
  return (
    <TabPage className='fuli'>
      <Text className='title'>fuli</Text>
    </TabPage>
  )
}
