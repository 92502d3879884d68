// App updates: 版本升级 (main package; offered by src/lib/upgrade.ts, docs/decisions.md "App updates").
export { default as UpgradeScreen } from './UpgradeScreen'
