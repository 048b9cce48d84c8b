export declare function postgresBin(): string;
export declare function postgresInstalled(): boolean;
export declare function ensurePostgres(): void;
