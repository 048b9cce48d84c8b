/** Country (ISO 3166-1 alpha-2) -> calling code without "+", built from libphonenumber-js (scripts/dial-codes-plugin.ts). */
declare module 'virtual:dial-codes' {
  const table: Readonly<Record<string, string>>;
  export default table;
}
