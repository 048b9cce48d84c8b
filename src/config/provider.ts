/** The booking software provider the footer names and links to, as the build was told (scripts/provider.ts). */
declare const __BW_PROVIDER__: { name: string; url: string } | undefined;

// The build replaces the name; a dev server (the component tests) that does not gets the plain default.
export const PROVIDER: { name: string; url: string } =
  typeof __BW_PROVIDER__ === 'undefined' ? { name: 'Booking Widget', url: '' } : __BW_PROVIDER__;
