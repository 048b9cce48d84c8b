// What a masked field has told its parent, and which of those values the
// parent has not given back yet. Inside a shadow root React schedules the
// parent's update at default priority (window.event is hidden from listeners
// in a shadow tree), so its value can come back after the guest has typed
// more: an old echo must not be mistaken for a value from outside.

export interface ValueEchoes {
  /** The value the parent has, or will have once its update lands. */
  told: string;
  /** Reported values not yet given back, oldest first. */
  awaited: string[];
  /** The parent's value when last looked at. */
  seen: string;
}

/** As many as imask's undo states: a parent that never stores the value cannot grow this further. */
const MAX_AWAITED = 100;

export function startEchoes(value: string): ValueEchoes {
  return { told: value, awaited: [], seen: value };
}

/** Records a value the field reports; false when the parent has it already. */
export function tell(echoes: ValueEchoes, value: string): boolean {
  if (value === echoes.told) return false;
  echoes.told = value;
  echoes.awaited.push(value);
  if (echoes.awaited.length > MAX_AWAITED) echoes.awaited.shift();
  return true;
}

/**
 * True when `value`, the parent's current value, comes from outside (a
 * restored form) and must replace what the field shows; false for the echo
 * of a reported value, however old, and for a value already looked at.
 * Echoes come back in order, so the oldest match is the one that came back
 * and newer ones are still awaited.
 */
export function comesFromOutside(echoes: ValueEchoes, value: string): boolean {
  if (value === echoes.seen) return false;
  echoes.seen = value;
  const echoed = echoes.awaited.indexOf(value);
  if (echoed >= 0) {
    echoes.awaited.splice(0, echoed + 1);
    return false;
  }
  if (value === echoes.told) return false;
  echoes.told = value;
  echoes.awaited.length = 0;
  return true;
}
