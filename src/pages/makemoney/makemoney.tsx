import { Text } from '@tarojs/components'
import TabPage from '@/components/TabPage'

export default function Tab() {
  return (
    <TabPage className='makemoney'>
      <Text className='title'>makemoney</Text>
    </TabPage>
  )
}
