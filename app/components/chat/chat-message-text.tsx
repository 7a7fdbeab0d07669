/**
 * A chat message's text with its links: answers write links as [text](/path). Only links to
 * this site's own paths become anchors, so an AI answer cannot plant a link to another site.
 */
const LINK = /\[([^\]\n]{1,200})\]\((\/(?!\/)[^)\s]{0,500})\)/g;

export function ChatMessageText({ text, light }: { text: string; light: boolean }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <a key={match.index} href={href} className={`font-medium underline ${light ? 'text-white' : 'text-brand-700'}`}>
        {label}
      </a>,
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <p className="break-words whitespace-pre-line">{parts}</p>;
}
