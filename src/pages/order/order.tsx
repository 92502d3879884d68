import { Text } from '@tarojs/components'
import TabPage from '@/components/TabPage'

export default function Tab() {
  return (
    <TabPage className='order'>
      <Text className='title'>order</Text>
    </TabPage>
  )
}
