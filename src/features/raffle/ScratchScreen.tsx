import DrawScreen from './DrawScreen'
import ScratchStage from './ScratchStage'

// The scratch draw page: the one draw flow (DrawScreen) shown by ScratchStage.
export default function ScratchScreen() {
  return <DrawScreen style='scratch' Stage={ScratchStage} />
}
