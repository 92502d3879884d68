import DrawScreen from './DrawScreen'
import { WheelStage } from './boardStages'

// The wheel draw page: the one draw flow (DrawScreen) shown by WheelStage.
export default function WheelScreen() {
  return <DrawScreen style='wheel' Stage={WheelStage} />
}
