import type { LogLevel, LogOrStringHandler, RolldownLog } from 'rolldown';

// Warnings that mean the built widget reads `undefined` where its code (or a
// library's) expects a value: an import of a name the module does not export
// (MISSING_EXPORT), or a read of such a name through a namespace object
// (IMPORT_IS_UNDEFINED: wouter reads `React["useInsertion" + "Effect"]` that
// way). A build that only warns ships a widget that fails at a guest's click,
// so these fail the build. Vite's own handler only prints an "error" log, hence
// the throw.
export const FAILING_LOGS: ReadonlySet<string> = new Set(['MISSING_EXPORT', 'IMPORT_IS_UNDEFINED']);

/** build.rolldownOptions.onLog: the logs above end the build; every other goes on as usual. */
export function failOnUndefinedImports(level: LogLevel, log: RolldownLog, handler: LogOrStringHandler): void {
  if (log.code && FAILING_LOGS.has(log.code)) {
    throw new Error(`${log.code}: ${log.message}`);
  }
  handler(level, log);
}
