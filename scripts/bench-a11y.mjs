#!/usr/bin/env node
// Lighthouse's accessibility category (mobile preset) on the app's main pages, served by our own
// server with its demo data: prints each page's score and the audits it fails, with the first
// elements each one names (docs/performance.md, Accessibility). The login pages are measured
// logged out, the others logged in (a user registered by SMS code, as e2e/accounts.mjs does).
// Usage: npm run bench:a11y [-- --floor 95] [--only home,me]
//   --floor N: exit 1 when a page scores under N.
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { loggedInProfile, runLighthouse } from './lib/lighthouse.mjs'
import { demoIds, startServer, withDemoIds } from './lib/server.mjs'

const { values: args } = parseArgs({ options: { floor: { type: 'string' }, only: { type: 'string' } } })
const FLOOR = args.floor ? Number(args.floor) : null

const PAGES = [
  { name: 'home', hash: '/pages/index/index' },
  { name: 'shop detail', hash: '/pages/shopdetail/shopdetail?id={shop}' },
  { name: 'SMS-code login', hash: '/pages/login/code_login', loggedOut: true },
  { name: 'password login', hash: '/pages/login/phone_login', loggedOut: true },
  { name: 'member centre', hash: '/pages/member/member' },
  { name: 'perks tab', hash: '/pages/fuli/fuli' },
  { name: 'make-money tab', hash: '/pages/makemoney/makemoney' },
  { name: 'me tab', hash: '/pages/me/me' },
  { name: 'orders tab', hash: '/pages/order/order' },
  { name: 'sign-in', hash: '/pages/signin/signin' },
  { name: 'gold exchange', hash: '/pages_gold/index_gold' },
  { name: 'wallet cash-out', hash: '/pages/cashout/cashout' },
  { name: 'free-meal list', hash: '/pages/kingeat/kingeat' },
  { name: 'invitation (share_register)', hash: '/pages/share/share_register?parent_id={inviter}&source=2', loggedOut: true },
  { name: 'invite friends (share poster)', hash: '/pages/share/share' },
  { name: 'invite team members (getmaker)', hash: '/pages/makemoney/getmaker' },
  { name: 'my team', hash: '/pages/makemoney/mygroup' },
  { name: 'ranking', hash: '/pages/makemoney/rangkinglist' },
  { name: 'earning rules', hash: '/pages/makemoney/makemoney-rule' },
  { name: 'welfare group', hash: '/pages/share/vipgroup' },
  { name: 'raffles', hash: '/pages_raffle/index_raffle' },
  { name: 'lucky wheel', hash: '/pages_raffle/kevy-luckydraw?id={wheel}' },
  { name: 'grid draw', hash: '/pages_raffle/other_one?id={grid}' },
  { name: 'flip cards', hash: '/pages_raffle/other_two?id={flip}' },
  { name: 'golden eggs', hash: '/pages_raffle/other_three?id={egg}' },
  { name: 'scratch card', hash: '/pages_raffle/other_four?id={scratch}' },
  { name: 'capsule machine', hash: '/pages_raffle/other_five?id={capsule}' },
  { name: 'my prizes', hash: '/pages_raffle/my_raffle' },
  { name: 'blind box', hash: '/pages_gold/blind_box' },
  { name: 'blind box: invite helpers', hash: '/pages_gold/blind_box_get_user' },
  { name: 'blind box: help records', hash: '/pages_gold/blind_box_help_list' },
  { name: 'challenges', hash: '/challenge/challenge' },
  { name: 'my challenges', hash: '/challenge/my_challenge' },
  { name: 'challenge rules', hash: '/challenge/challengeRule' },
  { name: 'my challenge entries', hash: '/challenge/my_join' },
  { name: 'joined challenges (make-money)', hash: '/pages/makemoney/makemoney-my-join' },
  { name: 'feedback form', hash: '/pagesme/feedback/addfeedback' },
  { name: 'feedbacks: mine', hash: '/pagesme/feedback/feedback' },
  { name: 'feedback: choose an order', hash: '/pagesme/feedback/chooseorder' },
  { name: 'messages', hash: '/pagesme/message' },
  { name: 'merchant onboarding', hash: '/pagesme/businessinto/businessinto' },
  { name: 'merchant application', hash: '/pagesme/businessinto/apply' },
  { name: 'cooperation (callus)', hash: '/pagesme/businessinto/callus' },
  { name: 'seeding (media_promotion)', hash: '/challenge/media_promotion' },
  { name: 'upgrade', hash: '/pages/lq-upgrade/upgrade' },
].filter((page) => !args.only || args.only.split(',').includes(page.name.split(' ')[0]))

/** The score and, per failing audit, its title and the first elements it names. */
async function audit(url, profileDir) {
  const { categories, audits } = await runLighthouse(url, { categories: ['accessibility'], profileDir })
  const failing = categories.accessibility.auditRefs
    .map((ref) => audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'informative')
    .map((a) => ({
      id: a.id,
      // an element and why it fails (a contrast audit names the two colours and their ratio)
      items: (a.details?.items ?? [])
        .filter((item) => item.node)
        .map((item) => `${item.node.snippet}${/ratio/.test(item.node.explanation ?? '') ? `  ${item.node.explanation.split('\n').pop()}` : ''}`),
    }))
  return { score: Math.round(categories.accessibility.score * 100), failing }
}

const server = await startServer({})
const rows = []
let failed = false
let profileDir
try {
  const ids = await demoIds(server.base)
  if (PAGES.some((page) => !page.loggedOut)) profileDir = await loggedInProfile(server)
  for (const page of PAGES) {
    const url = `${server.base}#${withDemoIds(page.hash, ids)}`
    const { score, failing } = await audit(url, page.loggedOut ? undefined : profileDir)
    if (FLOOR !== null && score < FLOOR) failed = true
    rows.push({ page: page.name, score, failing: failing.map((f) => f.id).join(' ') || '-' })
    for (const f of failing) {
      console.log(`${page.name}: ${f.id} (${f.items.length})`)
      for (const item of f.items) console.log(`  ${item}`)
    }
  }
} finally {
  server.stop()
  if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true })
}
console.table(rows)
if (failed) {
  console.error(`a page scored under the floor of ${FLOOR}`)
  process.exit(1)
}
