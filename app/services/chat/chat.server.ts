import type { ChatMessage } from '~/domain/chat';
import type { ChatSendInput } from '~/domain/chat-schemas';
import { config } from '~/config.server';
import { chatLanguage } from '~/domain/chat-understanding';
import { localeOfPath } from '~/domain/locale';
import { answerWithAssistant } from '~/services/chat/assistant.server';
import { conversationNotFound, findConversation, notePagePath, saveTranscript } from '~/services/chat/conversations.server';
import { handOverConversation } from '~/services/chat/handover.server';
import { pageContextOf, pageFacts, type PageContext } from '~/services/chat/page-context.server';
import { providerSettings, streamProviderAnswer, type ProviderMessage } from '~/services/chat/provider.server';
import { UnavailableError } from '~/services/errors.server';
import { serverTranslator } from '~/services/i18n/catalog.server';
import { logger } from '~/services/logging/logger.server';

/**
 * Answers the visitor's last message as a stream of text pieces: from the AI provider when one is
 * configured, otherwise (or, with AI_FALLBACK_TO_ASSISTANT, when the provider fails before
 * answering) from the built-in assistant. The transcript, answer included, is saved as the lead.
 * When no answer can be given it throws before the first piece: UnavailableError with the spec's
 * failure text when the provider failed. The widget's own words (that failure text, the greeting
 * that stands in for an empty answer) are in the language of the page the visitor is on. A failure after the first piece is rethrown as it is.
 * The page the visitor is on (sent with the message, else the one the chat started on) tells
 * both assistants what "this" is. When the visitor asks for a person, or the built-in assistant
 * cannot answer, the conversation is handed over to the team's queue after the answer is saved.
 */
export async function* answerChat(input: ChatSendInput, signal?: AbortSignal): AsyncGenerator<string> {
  const conversation = await findConversation(input.conversationId);
  if (!conversation) throw conversationNotFound();
  await saveTranscript(input.conversationId, input.messages);
  const pagePath = input.pagePath ?? conversation.pagePath;
  if (input.pagePath && input.pagePath !== conversation.pagePath) await notePagePath(input.conversationId, input.pagePath);
  const page = await pageContextOf(pagePath);
  const question = input.messages.at(-1)?.content.trim() ?? '';
  // Answered in the language the visitor wrote in; a message that says nothing either way (a bare product name) in the page's.
  const pageLocale = localeOfPath(pagePath ?? '/');
  const locale = chatLanguage(question, pageLocale);
  const widgetText = serverTranslator(pageLocale, 'chat');
  const settings = providerSettings(config());
  let answer = '';
  let handover = false;

  if (settings) {
    try {
      const context = await answerWithAssistant(question, page, locale);
      // The AI answers what the built-in assistant cannot, so only a visitor asking for a person is handed over.
      handover = context.intent === 'contact';
      const messages = providerMessages(input.messages, context.text, page, handover);
      for await (const piece of streamProviderAnswer(settings, messages, signal)) {
        answer += piece;
        yield piece;
      }
      if (answer.trim() === '') {
        answer = widgetText('emptyAnswer');
        yield answer;
      }
    } catch (error) {
      if (answer !== '') throw error;
      if (!config().AI_FALLBACK_TO_ASSISTANT) {
        logger.error({ err: error }, 'AI provider failed before answering');
        throw new UnavailableError(widgetText('failure'));
      }
      logger.warn({ err: error }, 'AI provider failed; the built-in assistant answers instead');
    }
  }

  if (answer === '') {
    const builtIn = await answerWithAssistant(question, page, locale);
    handover = builtIn.handover;
    answer = builtIn.text;
    yield answer;
  }

  const reply: ChatMessage = { role: 'assistant', content: answer, timestamp: new Date().toISOString() };
  await saveTranscript(input.conversationId, [...input.messages, reply]);
  if (handover) await handOverConversation(input.conversationId);
}

/**
 * The conversation in the provider's format: system lines of the widget (e.g. "session ended")
 * are not the visitor's words, and timestamps are not part of the chat-completions schema.
 * The built-in assistant's answer is given as facts from the database, so the provider's answer
 * does not contradict them.
 */
function providerMessages(messages: ChatMessage[], facts: string, page: PageContext | undefined, handover: boolean): ProviderMessage[] {
  const c = config();
  const system = [
    `You are the assistant of ${c.SITE_NAME}, a B2B marketplace where Indian businesses find products and verified suppliers, send inquiries and buy annual membership plans.`,
    'Answer briefly and politely in the language of the visitor. Never invent products, suppliers, prices or policies.',
    'The marketplace does not hold order payments in escrow and offers no protection, insurance, refund or guarantee for orders between businesses: buyers pay suppliers directly. Never say otherwise, and never claim figures that are not in the facts below.',
    `When you do not know, say so and offer the contact form at /contact (phone ${c.PLATFORM_PHONE}, email ${c.PLATFORM_EMAIL}).`,
    'Write links as [text](/path).',
    ...(page ? [`Where the visitor is: ${pageFacts(page)}`] : []),
    ...(handover ? [`The visitor asked for a person: the conversation has been passed to the ${c.SITE_NAME} team, who will get back to them by email or phone. Say so.`] : []),
    "Facts from the marketplace's database for the visitor's last message:",
    facts,
  ].join('\n');
  return [
    { role: 'system', content: system },
    ...messages.filter((m) => m.role !== 'system' && m.content.trim() !== '').map((m): ProviderMessage => ({ role: m.role === 'user' ? 'user' : 'assistant', content: m.content })),
  ];
}
