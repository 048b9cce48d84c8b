// Going to the gateway's payment page (issue 51). The page takes the card, and
// its wallets (Apple Pay, Google Pay) refuse to run inside a frame, so it is
// never shown in one: a widget in the host's own window moves that window; a
// widget in a frame (the iframe fallback, or a host that frames the element)
// opens the page as a new top-level window and stays where it is, asking the
// server about the payment (step 5). The gateway sends the guest back to the
// return address, which proves nothing: only the server says "paid".

/** True when `win` is not the top-level window (reading `top` itself never throws). */
function isFramed(win: Window): boolean {
  return win.top !== win;
}

/**
 * Sends the guest to `link`. In a frame a new window opens (it keeps this tab's
 * sessionStorage copy, so the return address finds the booking there too); if
 * the browser blocks it, the frame itself goes, the only way left.
 */
export function leaveForPayment(win: Window, link: string): void {
  if (isFramed(win)) {
    const opened = win.open(link, '_blank');
    if (opened) return;
  }
  win.location.href = link;
}
