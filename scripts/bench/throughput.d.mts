export interface Stay {
  from: string;
  to: string;
  id: number;
}
export interface BookResult {
  stay: Stay;
  key: string;
  /** 0: no answer (the server was gone). */
  status: number;
  answer: { error?: string; variable_symbol?: string; booking?: { uuid: string } };
}
export declare function distinctStays(count: number): Stay[];
export declare function book(origin: string, stay: Stay, key: string): Promise<Omit<BookResult, 'stay' | 'key'>>;
export declare function bookStays(origins: string[], stays: Stay[], options?: { clients?: number; keyPrefix?: string }): Promise<BookResult[]>;
