// Addresses from the server become href or src only when they are http(s)
// (or a PNG data URL for pictures): never javascript: or data: links.
/** Only http(s) links from the server become hrefs: never javascript: or data:. */
export function safeLink(url: string): string | undefined {
  return /^https?:\/\//i.test(url.trim()) ? url.trim() : undefined;
}

/** Images: the server's PNG data URL (qr_img) or an http(s) address. */
export function safeImage(url: string): string | undefined {
  const trimmed = url.trim();
  return /^data:image\/(?:png|gif|jpeg|webp);base64,[A-Za-z0-9+/=]+$/.test(trimmed) ? trimmed : safeLink(trimmed);
}
