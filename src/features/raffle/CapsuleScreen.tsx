import DrawScreen from './DrawScreen'
import { CapsuleStage } from './cssStages'

// The capsule draw page: the one draw flow (DrawScreen) shown by CapsuleStage.
export default function CapsuleScreen() {
  return <DrawScreen style='capsule' Stage={CapsuleStage} />
}
