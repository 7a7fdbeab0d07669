import { useEffect, useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react';
import { ChatMessageText } from '~/components/chat/chat-message-text';
import { useLocale, useT } from '~/components/i18n/context';
import { CHAT_CLOSE_DELAY_MS, CHAT_LIMITS, CHAT_TEXTS, formatChatTime, type ChatMessage } from '~/domain/chat';
import { LANGUAGE_TAGS } from '~/domain/locale';

export interface ChatPanelHandle {
  /** Closes as SPEC.md says: at once from the form; from a conversation after the "ended" line and 1000 ms. */
  requestClose: () => void;
}

interface ChatPanelProps {
  siteName: string;
  onClosed: () => void;
  ref?: Ref<ChatPanelHandle>;
}

type Field = 'name' | 'email' | 'phone' | 'message';
const REQUIRED: readonly Field[] = ['name', 'email', 'phone'];

const now = () => new Date().toISOString();

async function postJson(url: string, body: unknown, keepalive = false): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), keepalive });
}

/** The chat panel: pre-chat form, then the conversation. Mounted fresh on every open, so it always starts empty. */
export default function ChatPanel({ siteName, onClosed, ref }: ChatPanelProps) {
  const t = useT('chat');
  // Times as each language writes them: English keeps SPEC.md's "2:05 PM".
  const timeLocale = useLocale() === 'hi' ? LANGUAGE_TAGS.hi : undefined;
  const [phase, setPhase] = useState<'form' | 'chat'>('form');
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', phone: '', message: '' });
  const [missing, setMissing] = useState<Field[]>([]);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [initialCount, setInitialCount] = useState(0);
  const [quickUsed, setQuickUsed] = useState(false);
  const [pending, setPending] = useState(false);
  const [closing, setClosing] = useState(false);
  const [draft, setDraft] = useState('');
  const conversation = useRef<Promise<string> | null>(null);
  const messagesRef = useRef<ChatMessage[]>([]);
  const nameField = useRef<HTMLInputElement>(null);
  const draftField = useRef<HTMLInputElement>(null);
  const logEnd = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const update = (next: ChatMessage[]) => {
    messagesRef.current = next;
    setMessages(next);
  };

  useEffect(() => {
    nameField.current?.focus();
  }, []);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (phase === 'chat') draftField.current?.focus();
  }, [phase]);
  useEffect(() => {
    logEnd.current?.scrollIntoView({ block: 'end' });
  }, [messages, pending]);

  const fail = (error: unknown) => {
    console.error('chat failed', error);
    update([...messagesRef.current, { role: 'assistant', content: t('failure'), timestamp: now() }]);
  };

  const saveTranscript = (keepalive = false) => {
    const started = conversation.current;
    if (!started) return;
    const snapshot = messagesRef.current;
    started
      .then((conversationId) => postJson('/api/chat/transcript', { conversationId, messages: snapshot.slice(-CHAT_LIMITS.messageCount) }, keepalive))
      .then((response) => {
        if (!response.ok) throw new Error(`saving the chat failed with status ${response.status}`);
      })
      .catch((error: unknown) => {
        if (!keepalive) fail(error);
        else console.error('chat transcript not saved', error);
      });
  };

  const requestClose = () => {
    if (phase === 'form') return onClosed();
    if (closing) return;
    setClosing(true);
    update([...messagesRef.current, { role: 'system', content: t('sessionEnded', { time: formatChatTime(new Date(), timeLocale) }), timestamp: now() }]);
    saveTranscript(true);
    closeTimer.current = window.setTimeout(onClosed, CHAT_CLOSE_DELAY_MS);
  };
  useImperativeHandle(ref, () => ({ requestClose }));

  const startChat = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = REQUIRED.filter((field) => values[field].trim() === '');
    setMissing(empty);
    if (empty.length > 0) {
      window.alert(t('required'));
      return;
    }
    const details = { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), message: values.message.trim() };
    const first: ChatMessage[] = [{ role: 'assistant', content: t('greeting', { name: details.name, siteName }), timestamp: now() }];
    if (details.message !== '') first.push({ role: 'user', content: details.message, timestamp: now() });
    // The page the visitor is on, so the assistant knows what "this product" is.
    conversation.current = postJson('/api/chat/start', { ...details, pagePath: window.location.pathname }).then(async (response) => {
      if (!response.ok) throw new Error(`starting the chat failed with status ${response.status}`);
      return ((await response.json()) as { conversationId: string }).conversationId;
    });
    conversation.current.catch(fail);
    update(first);
    setInitialCount(first.length);
    setPhase('chat');
    // The question typed in the form is the conversation's first turn: it gets its answer as soon
    // as the chat has started (a failed start has already said so).
    if (details.message !== '') {
      setPending(true);
      conversation.current.then(
        () => answer(first),
        () => setPending(false),
      );
    }
  };

  const quickReply = (choice: 'yes' | 'no') => {
    setQuickUsed(true);
    update([
      ...messagesRef.current,
      { role: 'user', content: choice === 'yes' ? t('yes') : t('no'), timestamp: now() },
      { role: 'assistant', content: choice === 'yes' ? t('quickYes') : t('quickNo'), timestamp: now() },
    ]);
    saveTranscript();
  };

  /** Asks the server to answer the last (user) message of `history`, streaming the reply into the log. */
  const answer = async (history: ChatMessage[]) => {
    setPending(true);
    try {
      const conversationId = await (conversation.current ?? Promise.reject(new Error('the chat was not started')));
      const response = await postJson('/api/chat/messages', { conversationId, messages: history.slice(-CHAT_LIMITS.messageCount), pagePath: window.location.pathname });
      if (!response.ok || !response.body) throw new Error(`the chat answer failed with status ${response.status}`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const reply: ChatMessage = { role: 'assistant', content: '', timestamp: now() };
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        reply.content += decoder.decode(value, { stream: true });
        setPending(false);
        update([...history, { ...reply }]);
      }
      reply.content += decoder.decode();
      if (reply.content.trim() === '') reply.content = t('emptyAnswer');
      update([...history, reply]);
    } catch (error) {
      messagesRef.current = history;
      fail(error);
    } finally {
      setPending(false);
    }
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '' || pending || closing) return;
    setDraft('');
    const history = [...messagesRef.current, { role: 'user' as const, content: text, timestamp: now() }];
    update(history);
    await answer(history);
  };

  const showQuickReplies = phase === 'chat' && !quickUsed && !pending && messages.length === initialCount;

  return (
    // Escape closes the panel from whichever control inside it has the focus (keyboard users).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      id="chat-panel"
      aria-label={t('title')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          requestClose();
        }
      }}
      className="fixed right-2 bottom-20 left-2 z-50 flex max-h-[min(34rem,calc(100dvh-6rem))] flex-col overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-slate-200 sm:left-auto sm:w-96"
    >
      <header className="bg-brand-700 px-4 py-3 text-white">
        <h2 className="text-base font-semibold">{t('title')}</h2>
      </header>
      {phase === 'form' ? (
        <form noValidate onSubmit={startChat} className="flex flex-col gap-3 overflow-y-auto p-4 text-sm" aria-describedby={missing.length > 0 ? 'chat-form-error' : undefined}>
          {(['name', 'email', 'phone', 'message'] as const).map((field) => {
            const label = t(field);
            const required = REQUIRED.includes(field);
            const invalid = missing.includes(field);
            const common = {
              id: `chat-${field}`,
              name: field,
              value: values[field],
              onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
              'aria-invalid': invalid || undefined,
              'aria-describedby': invalid ? 'chat-form-error' : undefined,
              'aria-required': required || undefined,
              className: `w-full rounded-md border px-3 py-2 text-slate-900 ${invalid ? 'border-red-700' : 'border-slate-400'}`,
            };
            return (
              <div key={field} className="flex flex-col gap-1">
                <label htmlFor={`chat-${field}`} className="font-medium text-slate-800">
                  {label}
                  {required && <span aria-hidden="true" className="text-red-700"> *</span>}
                </label>
                {field === 'message' ? (
                  <textarea {...common} rows={3} maxLength={CHAT_LIMITS.messageLength} />
                ) : (
                  <input
                    {...common}
                    ref={field === 'name' ? nameField : undefined}
                    type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                    autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'tel'}
                    maxLength={CHAT_LIMITS[`${field}Length`]}
                  />
                )}
              </div>
            );
          })}
          {missing.length > 0 && (
            <p id="chat-form-error" role="alert" className="font-medium text-red-700">
              {t('required')}
            </p>
          )}
          <p className="text-xs text-slate-600">{t('consent', { siteName })}</p>
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-saffron-500">
            {t('start')}
          </button>
        </form>
      ) : (
        <>
          <div role="log" aria-live="polite" aria-label={t('messagesLabel')} className="flex min-h-40 flex-1 flex-col gap-2 overflow-y-auto p-3 text-sm">
            {messages.map((message, index) => (
              <div
                key={index}
                data-role={message.role}
                data-user-text={message.role === 'user' ? true : undefined}
                className={
                  message.role === 'user'
                    ? 'max-w-[85%] self-end rounded-lg bg-brand-700 px-3 py-2 text-white'
                    : message.role === 'assistant'
                      ? 'max-w-[85%] self-start rounded-lg bg-slate-100 px-3 py-2 text-slate-900'
                      : 'self-center text-center text-xs text-slate-600 italic'
                }
              >
                <span className="sr-only">{message.role === 'user' ? t('you') : message.role === 'assistant' ? t('assistant') : t('notice')}: </span>
                <ChatMessageText text={message.content} light={message.role === 'user'} />
                <time dateTime={message.timestamp} className={`mt-1 block text-[0.7rem] ${message.role === 'user' ? 'text-brand-100' : 'text-slate-600'}`}>
                  {formatChatTime(new Date(message.timestamp), timeLocale)}
                </time>
              </div>
            ))}
            {pending && (
              <p role="status" aria-label={t('typing')} className="self-start rounded-lg bg-slate-100 px-3 py-2 text-lg leading-none text-slate-700">
                {CHAT_TEXTS.pending}
              </p>
            )}
            <div ref={logEnd} />
          </div>
          {showQuickReplies && (
            <div className="flex flex-wrap gap-2 px-3 pb-2">
              <button type="button" onClick={() => quickReply('yes')} className="rounded-full border border-brand-700 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50">
                {t('yes')}
              </button>
              <button type="button" onClick={() => quickReply('no')} className="rounded-full border border-brand-700 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50">
                {t('no')}
              </button>
            </div>
          )}
          <form onSubmit={send} className="flex gap-2 border-t border-slate-200 p-3">
            <label htmlFor="chat-draft" className="sr-only">
              {t('draftLabel')}
            </label>
            <input
              id="chat-draft"
              ref={draftField}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={CHAT_LIMITS.messageLength}
              disabled={closing}
              placeholder={t('draftPlaceholder')}
              autoComplete="off"
              className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2 text-sm"
            />
            <button type="submit" disabled={closing} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
              {t('send')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
