/** The booking software provider the footer names and links to, as the build was told (scripts/provider.ts). */
declare const __BW_PROVIDER__: { name: string; url: string };

export const PROVIDER: { name: string; url: string } = __BW_PROVIDER__;
