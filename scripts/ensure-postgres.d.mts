export declare function ensurePostgres(): void;
