// Where the online payment page sends the guest back to: the host page's own
// address with the widget's route for /step-5 or /payment-failed in its hash
// (the location store's href). Memory routing keeps no route in the address,
// so nothing could bring the guest back: no return addresses then.
import type { LocationStore } from '../../widget/location';

export interface ReturnUrls {
  successUrl: string;
  failureUrl: string;
}

/** `pageUrl` without its fragment, followed by `routeHref` when that is a fragment; else ''. */
export function returnUrl(pageUrl: string, routeHref: string): string {
  return routeHref.startsWith('#') ? pageUrl.replace(/#.*$/, '') + routeHref : '';
}

export function returnUrls(pageUrl: string, location: Pick<LocationStore, 'href'>): ReturnUrls | null {
  const successUrl = returnUrl(pageUrl, location.href('/step-5'));
  const failureUrl = returnUrl(pageUrl, location.href('/payment-failed'));
  return successUrl && failureUrl ? { successUrl, failureUrl } : null;
}
