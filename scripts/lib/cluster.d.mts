// The types of cluster.mjs, for the server's TypeScript tests (server/test/cluster/).

export declare const SOURCE_SERVER: string[]

export interface Cluster {
  /** The proxy's base URL (ends with /). */
  base: string
  /** Each process's own base URL. */
  urls: string[]
  /** The operator token every process accepts (x-ops-token). */
  opsToken: string
  output(i: number): string
  kill(i: number, signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  stop(): Promise<void>
}

export declare function startCluster(options: {
  databaseUrl: string
  count?: number
  env?: Record<string, string>
  command?: string[]
}): Promise<Cluster>
