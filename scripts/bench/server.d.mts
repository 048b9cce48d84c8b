export interface ServerProcess {
  origin: string;
  pid: number | undefined;
  exited: Promise<number | string | null>;
  cpuMs(): number | undefined;
  kill(signal: NodeJS.Signals): boolean;
  stop(): Promise<void>;
}
export declare function startServerProcess(options?: { port?: number; env?: Record<string, string>; nodeArgs?: string[]; widget?: boolean }): Promise<ServerProcess>;
export declare function startReferenceServer(port: number, nodeArgs?: string[], options?: { widget?: boolean }): Promise<ServerProcess & { dataDir: string }>;
