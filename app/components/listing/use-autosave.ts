import { useEffect, useRef, useState } from 'react';

/** How long after the last change the editor keeps what was typed. */
const AUTOSAVE_DELAY_MS = 3000;

const AUTOSAVE_URL = '/account/products/autosave';

interface AutosaveOptions {
  /** The listing (0 for a new one). */
  productId: number;
  /** The version the form was opened at, so a restored draft is checked against it on save. */
  baseVersion: number | null;
  /** The form's current values (Conform's form.value). */
  value: unknown;
  /** The form element's id: what the form itself sends is not sent again. */
  formId: string;
}

/** What the hook remembers between renders, only touched in effects and handlers. */
interface AutosaveState {
  /** The values the page opened with: already saved, or restored. */
  initial: string | null;
  lastSent: string | null;
  /** Changed values waiting for the timer. */
  pending: string | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hour12: false });

/** What the last autosave did: the time it kept the draft, or why it could not (null: no connection); null before any. */
export type AutosaveStatus = { savedAt: string } | { failure: string | null } | null;
type SetStatus = (status: AutosaveStatus) => void;

/** The form's values without the file picker (files are only sent with the form itself). */
function serialisable(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return {};
  const { newPhotos: _files, intent: _intent, ...rest } = value as Record<string, unknown>;
  return rest;
}

function sendDraft(state: AutosaveState, body: string, setStatus: SetStatus, onPageHide = false): void {
  if (body === state.lastSent) return;
  state.lastSent = body;
  state.pending = null;
  // keepalive lets the request outlive a closing page; its answer is not awaited then.
  const request = fetch(AUTOSAVE_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: onPageHide });
  if (onPageHide) return;
  request
    .then(async (response) => {
      const answer = (await response.json()) as { savedAt?: string; error?: string };
      if (!response.ok || !answer.savedAt) throw new Error(answer.error ?? 'the draft could not be kept');
      setStatus({ savedAt: timeFormat.format(new Date(answer.savedAt)) });
    })
    .catch((error: unknown) => {
      state.lastSent = null;
      setStatus({ failure: error instanceof Error ? error.message : null });
    });
}

/**
 * Keeps what is typed in the editor on the server, 3 s after the last change and when the page is
 * hidden (a closed tab, a phone switching apps), and says when it last did, for a polite live
 * region. Nothing is sent until something changes, nor what the form itself is sending. The
 * editor is keyed by the listing's version, so a saved listing starts afresh.
 */
export function useAutosave({ productId, baseVersion, value, formId }: AutosaveOptions): AutosaveStatus {
  const [status, setStatus] = useState<AutosaveStatus>(null);
  const memory = useRef<AutosaveState>({ initial: null, lastSent: null, pending: null, timer: undefined });
  const body = JSON.stringify({ productId, baseVersion, values: serialisable(value) });

  useEffect(() => {
    const state = memory.current;
    if (state.initial === null) {
      state.initial = body;
      state.lastSent = body;
      return;
    }
    if (body === state.lastSent) return;
    state.pending = body;
    clearTimeout(state.timer);
    state.timer = setTimeout(() => sendDraft(state, body, setStatus), AUTOSAVE_DELAY_MS);
  }, [body]);

  useEffect(() => {
    const state = memory.current;
    const flush = () => {
      if (state.pending !== null) sendDraft(state, state.pending, setStatus, true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement) || event.target.id !== formId) return;
      // Conform checks a field, or adds a row, by submitting with its "__intent__" button: the form is not being sent.
      if (event.submitter instanceof HTMLButtonElement && event.submitter.name === '__intent__') return;
      // The form carries these values now and a save replaces the draft; if it is refused, leaving the page still keeps them.
      clearTimeout(state.timer);
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('submit', onSubmit);
    return () => {
      clearTimeout(state.timer);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('submit', onSubmit);
    };
  }, [formId]);

  return status;
}
