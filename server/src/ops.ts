import { runCli } from './ops/cli'

// The operators' command-line tool: `npm run ops -- help` (ops/cli.ts).

process.exitCode = await runCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
})
