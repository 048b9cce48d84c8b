// The booking software provider the widget's footer names and links to
// ("Běží na …"): a setting of the build, not of the widget's code, so a
// provider building the widget sets its own and no build ships a made-up
// address (README, "Build it for your customers").
//   BW_PROVIDER_NAME  the name in the footer (default "Booking Widget")
//   BW_PROVIDER_URL   where it links: an https:// address, or a path on the
//                     host's own site; without one the footer is plain text
// BW_DEMO=1 (the demo and the tests) uses the demo's own provider page.

export interface Provider {
  name: string;
  url: string;
}

const DEMO: Provider = { name: 'Booking Widget', url: '/provider.html' };

export function providerFromEnv(env: NodeJS.ProcessEnv = process.env): Provider {
  if (env.BW_DEMO === '1' && !env.BW_PROVIDER_URL && !env.BW_PROVIDER_NAME) return DEMO;
  const name = (env.BW_PROVIDER_NAME ?? '').trim() || 'Booking Widget';
  const url = (env.BW_PROVIDER_URL ?? '').trim();
  if (url && !/^(https:\/\/[^\s/]+\.[^\s]+|\/[^\s/][^\s]*)$/.test(url)) {
    throw new Error(`BW_PROVIDER_URL must be an https:// address or a path starting with /, not "${url}"`);
  }
  return { name, url };
}
