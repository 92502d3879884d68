import { expiryOps, type OpsSwept } from '@api-types/ops/expiry'
import { translate, type MessageKey } from '../../i18n'
import { noArgs, opsCommand, type OpsGroup } from '../../ops/commands'
import { lapsesOf } from '../registry'

// The operators' expire command (docs/server.md "Operators"): the expiry sweep run now over every
// lapse of the server's modules (modules/registry.ts), each module's own and each product's unpaid
// orders, so it names none of them.

export const EXPIRY_OPS: OpsGroup = {
  help: `  expire
      把超过 30 分钟未上传凭证的预约标记为已过期，并关闭超过 15 分钟未支付的订单
      / expire reservations past their 30 minutes and unpaid orders past their 15
`,
  examples: [],
  commands: [
    opsCommand(expiryOps.expire, {
      parse: noArgs,
      async run({ db, now, modules }) {
        const swept: OpsSwept[] = []
        for (const lapse of lapsesOf(modules)) swept.push({ name: lapse.name, count: await lapse.sweep(db, now), message: lapse.opsMessage ?? null })
        return { command: 'expire', swept }
      },
      // the message keys are the lapses' own (Lapse.opsMessage)
      print: ({ swept }, { lang }) => ({
        ok: true,
        stdout: swept.flatMap((s) => s.message ? [translate(lang, s.message as MessageKey, { count: String(s.count) })] : []),
        stderr: [],
      }),
    }),
  ],
}
