import { config, mine } from '@/api/blindBox'
import { useQuery } from '@/data/useQuery'

const BACKGROUND = { silent: true } as const

/** The published rules, contents and odds (blindBox/config). */
export const useBlindBoxConfig = () => useQuery('blindBoxConfig', () => config(BACKGROUND).then((res) => res.result))

/** My open box and my past ones (blindBox/mine), again each time the page shows. */
export const useMyBoxes = () => useQuery('blindBoxMine', () => mine(BACKGROUND).then((res) => res.result), { whenLoggedIn: true, refreshOnShow: true })
