/** The /error route with the message the guest should read (SPEC: query msg). */
export function errorRoute(message: string): string {
  return `/error?${new URLSearchParams({ msg: message }).toString()}`;
}
