export interface ThrowawayCluster {
  adminUrl: string;
  urlOf(database: string): string;
  createDatabase(name: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  stop(): void;
}
export declare function postgresBin(): string;
export declare function postgresInstalled(): boolean;
export declare function startThrowawayCluster(options?: { durable?: boolean; maxConnections?: number }): Promise<ThrowawayCluster>;
