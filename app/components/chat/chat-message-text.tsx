import { useLocalisedHref } from '~/components/i18n/context';
import { chatPieces } from '~/domain/chat-links';

/**
 * A chat message's text with its links: answers write links as [text](/path). Only paths of this
 * site become anchors (app/domain/chat-links.ts), so neither an AI answer nor a seller's product
 * name can plant a link to another site; anything else is shown as the text it is. A link keeps
 * the reader in the page's language (/contact → /hi/contact on a Hindi page).
 */
export function ChatMessageText({ text, light }: { text: string; light: boolean }) {
  const href = useLocalisedHref();
  return (
    <p className="break-words whitespace-pre-line">
      {chatPieces(text).map((piece, index) =>
        piece.kind === 'link' ? (
          <a key={index} href={href(piece.href)} className={`font-medium underline ${light ? 'text-white' : 'text-brand-700'}`}>
            {piece.text}
          </a>
        ) : (
          piece.text
        ),
      )}
    </p>
  );
}
