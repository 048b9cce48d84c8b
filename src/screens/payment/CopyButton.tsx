// Copies one payment detail (account, IBAN, variable symbol) and says so.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

const COPIED_FOR_MS = 2500;

/** The Clipboard API where allowed; else the old selection copy inside the widget's own tree. */
async function copyText(text: string, near: HTMLElement): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied (permissions, an iframe without clipboard-write): fall back below.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.setAttribute('aria-hidden', 'true');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  near.after(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    near.focus();
  }
}

export interface CopyButtonProps {
  text: string;
  /** What is copied, e.g. "Bank account": part of the button's name and of the announcement. */
  label: string;
}

export function CopyButton({ text, label }: CopyButtonProps) {
  const { t } = useLingui();
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    if (!button.current) return;
    setState((await copyText(text, button.current)) ? 'copied' : 'failed');
  };
  const visible = state === 'copied' ? t({ id: 'copied', message: 'Copied' }) : t({ id: 'copy', message: 'Copy' });
  return (
    <>
      <button ref={button} type="button" className="bw-copy-button" data-state={state} onClick={() => void copy()}>
        {visible}
        <span className="bw-visually-hidden"> {label}</span>
      </button>
      <span className="bw-visually-hidden" role="status" aria-live="polite">
        {state === 'copied' && t({ id: 'copied_what', message: `Copied: ${label}` })}
        {state === 'failed' && t({ id: 'copy_failed', message: 'Could not copy. Select the text and copy it yourself.' })}
      </span>
    </>
  );
}
