// The token of the guest's booking link (issue 50): the element's
// `manage-token` attribute, else the page's `manage_token` query parameter
// (names case-insensitive, SPEC 2), as edit_token is read. The booking page
// reads it when it opens, so step 1's script carries none of this.
import { readQuery } from './config';

export function manageTokenOf(attribute: string | null, pageUrl: string): string {
  const fromAttribute = attribute?.trim();
  if (fromAttribute) return fromAttribute;
  try {
    return readQuery(new URL(pageUrl).search).get('manage_token')?.trim() ?? '';
  } catch {
    return '';
  }
}
