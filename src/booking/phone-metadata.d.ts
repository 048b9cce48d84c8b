/** libphonenumber-js's `min` metadata without its formats (scripts/phone-metadata-plugin.ts). */
declare module 'virtual:phone-metadata' {
  const metadata: import('libphonenumber-js/core').MetadataJson;
  export default metadata;
}
