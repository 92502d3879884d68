import DrawScreen from './DrawScreen'
import { GridStage } from './boardStages'

// The grid draw page: the one draw flow (DrawScreen) shown by GridStage.
export default function GridScreen() {
  return <DrawScreen style='grid' Stage={GridStage} />
}
