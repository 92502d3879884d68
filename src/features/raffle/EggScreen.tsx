import DrawScreen from './DrawScreen'
import { EggStage } from './cssStages'

// The egg draw page: the one draw flow (DrawScreen) shown by EggStage.
export default function EggScreen() {
  return <DrawScreen style='egg' Stage={EggStage} />
}
