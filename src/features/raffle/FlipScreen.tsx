import DrawScreen from './DrawScreen'
import { FlipStage } from './cssStages'

// The flip draw page: the one draw flow (DrawScreen) shown by FlipStage.
export default function FlipScreen() {
  return <DrawScreen style='flip' Stage={FlipStage} />
}
