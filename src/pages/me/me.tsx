import { Text } from '@tarojs/components'
import TabPage from '@/components/TabPage'

export default function Tab() {
  return (
    <TabPage className='me'>
      <Text className='title'>me</Text>
    </TabPage>
  )
}
