import { lazy, Suspense, useRef, useState } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import type { ChatPanelHandle } from '~/components/chat/chat-panel';
import { useT } from '~/components/i18n/context';

/**
 * The round chat button, on every route whose `handle` does not say `hideChat: true`. Only this
 * button ships with the page; the panel's code loads on first open (or when the button is
 * hovered or focused), to keep first-load JavaScript small.
 */
const loadPanel = () => import('~/components/chat/chat-panel');
const ChatPanel = lazy(loadPanel);

interface RootData {
  site?: { siteName?: string };
}

export function ChatWidget() {
  const matches = useMatches();
  const siteName = useRouteLoaderData<RootData>('root')?.site?.siteName ?? 'TradeSetu';
  const [open, setOpen] = useState(false);
  const t = useT('shell');
  const panel = useRef<ChatPanelHandle>(null);
  const button = useRef<HTMLButtonElement>(null);

  const hidden = matches.some((match) => (match.handle as { hideChat?: boolean } | undefined)?.hideChat === true);
  if (hidden) return null;

  const closed = () => {
    setOpen(false);
    button.current?.focus();
  };
  const toggle = () => {
    if (!open) return setOpen(true);
    if (panel.current) panel.current.requestClose();
    else closed();
  };

  return (
    <>
      {open && (
        <Suspense
          fallback={
            <div className="fixed right-4 bottom-20 z-50 rounded-lg bg-white p-4 text-sm text-slate-700 shadow-xl ring-1 ring-slate-200" role="status">
              {t('loadingChat')}
            </div>
          }
        >
          <ChatPanel ref={panel} siteName={siteName} onClosed={closed} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        onClick={toggle}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-expanded={open}
        aria-controls="chat-panel"
        aria-label={open ? t('closeChat') : t('openChat')}
        className="fixed right-4 bottom-4 z-50 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-saffron-500"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.6A8 8 0 1 1 21 12z" />}
        </svg>
      </button>
    </>
  );
}
