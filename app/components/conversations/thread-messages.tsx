import { useEffect, useState } from 'react';
import { useDomainText, useLocale, useT } from '~/components/i18n/context';
import { formatIndianMoment } from '~/domain/india-time';
import { ReportLink } from '~/components/trust/reviews';
import { messagePieces } from '~/domain/message-text';

/** One message as the thread page and its live updates carry it. */
export interface ThreadMessageView {
  id: number;
  side: 'buyer' | 'seller' | 'system';
  author: string;
  body: string;
  attachments: { key: string; name: string; contentType: string; bytes: number; href: string }[];
  createdAt: string;
}

/** A message's text: shown as text (React escapes it), with only http(s) addresses made into links. */
function MessageText({ text }: { text: string }) {
  return (
    <>
      {messagePieces(text).map((piece, index) =>
        piece.kind === 'link' ? (
          <a key={index} href={piece.href} rel="noopener noreferrer nofollow ugc" target="_blank" className="break-all text-brand-700 underline">
            {piece.text}
          </a>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}

const sizeInWords = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

const KIND_NAMES: Record<string, 'kindPdf' | 'kindImage' | 'kindExcel'> = {
  'application/pdf': 'kindPdf',
  'image/webp': 'kindImage',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'kindExcel',
};

/** One message in the conversation: own side on the right, the site's lines centred. */
export function MessageItem({ message, own, seen }: { message: ThreadMessageView; own: boolean; seen: boolean }) {
  const t = useT('buyer-messages');
  const domainText = useDomainText();
  const locale = useLocale();
  if (message.side === 'system') {
    return (
      <li className="text-center text-sm text-slate-600" data-message={message.id}>
        <MessageText text={domainText(message.body)} /> · <time dateTime={message.createdAt}>{formatIndianMoment(new Date(message.createdAt), locale)}</time>
      </li>
    );
  }
  return (
    <li className={`flex ${own ? 'justify-end' : 'justify-start'}`} data-message={message.id} data-side={message.side}>
      <div className={`max-w-[85%] rounded-lg border p-3 ${own ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white'}`}>
        <p className="text-xs text-slate-600">
          <strong className="text-slate-800" data-user-text>
            {message.author}
          </strong>{' '}
          · <time dateTime={message.createdAt}>{formatIndianMoment(new Date(message.createdAt), locale)}</time>
        </p>
        {message.body ? (
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-900" data-user-text>
            <MessageText text={message.body} />
          </p>
        ) : null}
        {message.attachments.length > 0 ? (
          <ul className="mt-2 space-y-1 text-sm" aria-label={t('attachedFiles')}>
            {message.attachments.map((file) => (
              <li key={file.key}>
                <a href={file.href} className="text-brand-700 underline" download={file.name} data-user-text>
                  {file.name}
                </a>{' '}
                <span className="text-slate-600">
                  ({t(KIND_NAMES[file.contentType] ?? 'kindFile')}, {sizeInWords(file.bytes)})
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {own ? null : (
          <p className="mt-1 text-right">
            <ReportLink kind="message" id={message.id} label={t('reportMessage')} />
          </p>
        )}
        {seen ? (
          <p className="mt-1 text-right text-xs font-semibold text-slate-600" data-testid="seen">
            {t('seen')}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * New messages of an open thread, as they are posted: server-sent events from
 * /account/messages/:ref/events, starting after the newest message the page was rendered with.
 * EventSource reconnects by itself and sends the last id it received (Last-Event-ID), so nothing is
 * missed. Without JavaScript nothing happens: the page has a Refresh link.
 */
export function useLiveMessages(reference: string, renderedUpTo: number, enabled: boolean): ThreadMessageView[] {
  const [arrived, setArrived] = useState<ThreadMessageView[]>([]);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/account/messages/${reference}/events?after=${renderedUpTo}`);
    source.addEventListener('message', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as ThreadMessageView;
      setArrived((current) => (current.some((m) => m.id === message.id) ? current : [...current, message]));
    });
    return () => source.close();
  }, [reference, renderedUpTo, enabled]);
  // Once the page is reloaded with them (after sending, say), the rendered list has them.
  return arrived.filter((message) => message.id > renderedUpTo);
}
