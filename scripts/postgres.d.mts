export interface ThrowawayCluster {
  adminUrl: string;
  socketFolder: string;
  port: number;
  urlOf(database: string): string;
  createDatabase(name: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  stop(): void;
}
export declare function runSql(url: string, sql: string): Promise<void>;
export declare function startThrowawayCluster(options?: { durable?: boolean; maxConnections?: number }): Promise<ThrowawayCluster>;
