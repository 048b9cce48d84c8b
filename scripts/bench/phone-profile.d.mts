export declare const PHONE: { viewport: { width: number; height: number }; cpu: number; latencyMs: number; pauseMs: number };
