import { z } from 'zod';
import { builtOnce } from '~/domain/built-once';
import { MAX_MESSAGE_ATTACHMENTS, MAX_MESSAGE_CHARS } from '~/domain/conversation';

/** What a person reads when a message is longer than the limit. */
export const TOO_LONG_MESSAGE = `A message can be at most ${MAX_MESSAGE_CHARS.toLocaleString('en-IN')} characters. Shorten it, or send the rest as a second message or as an attached file.`;
export const TOO_MANY_FILES = `A message can carry at most ${MAX_MESSAGE_ATTACHMENTS} files. Send the others in another message.`;
export const EMPTY_MESSAGE = 'Write a message or attach a file.';

const formKey = z.string({ error: 'This form has expired. Reload the page and send it again.' }).trim().min(8, 'This form has expired. Reload the page and send it again.').max(100);

/**
 * The composer of a thread: text (may be empty when files are attached; the service checks that one
 * of the two is there) and the key generated for each rendering of the form, so a double click or a
 * resent request posts one message.
 */
export const messageFormSchema = /* @__PURE__ */ builtOnce(() =>
  z.object({
    intent: z.literal('send', { error: 'This form was not understood. Reload the page and try again.' }),
    body: z.string().max(MAX_MESSAGE_CHARS, TOO_LONG_MESSAGE).optional().default(''),
    idempotencyKey: formKey,
    /** The files are read by the action from the multipart body; named here so the form can show their errors. */
    files: z.unknown().optional(),
  }),
);

/** The buyer's "Share my phone and email" and "Stop sharing" buttons. */
export const contactFormSchema = /* @__PURE__ */ builtOnce(() =>
  z.object({
    intent: z.enum(['share', 'unshare'], { error: 'This form was not understood. Reload the page and try again.' }),
  }),
);

/** "I have read up to this message": posted by the thread page once shown (no read marks on GET). */
export const readMarkFormSchema = /* @__PURE__ */ builtOnce(() =>
  z.object({
    intent: z.literal('read', { error: 'This form was not understood. Reload the page and try again.' }),
    upTo: z.coerce.number({ error: 'This form was not understood. Reload the page and try again.' }).int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
);
