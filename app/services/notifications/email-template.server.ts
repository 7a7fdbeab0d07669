import { config } from '~/config.server';
import { NOTIFICATION_GROUPS, NOTIFICATION_KINDS, isNotificationKind, type NotificationKind } from '~/domain/notification';
import type { Email } from '~/services/mail/mailer.server';
import { siteUrlForLinks } from '~/services/seo/site-url.server';
import { unsubscribeToken } from './unsubscribe-token.server';

/**
 * The emails of notifications, in plain text and HTML: one small template with inline styles, no
 * images or other outside assets, every value escaped. Each carries a one-click unsubscribe link
 * (List-Unsubscribe, RFC 8058) and a Message-ID fixed by the event, so a resend after a crash is
 * recognisably the same message.
 */

interface Recipient {
  userId: number;
  email: string;
  name: string;
}

interface NoticeContent {
  kind: NotificationKind;
  title: string;
  body?: string;
  link: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** `<notification-42@tradesetu.example>`: the same id for every send of one notification's email. */
function messageIdFor(what: string): string {
  return `<${what}@${new URL(siteUrlForLinks()).hostname}>`;
}

function unsubscribeHeaders(url: string, messageId: string): Record<string, string> {
  return { 'Message-ID': messageId, 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function footerText(unsubscribeUrl: string, what: string): string {
  const site = siteUrlForLinks();
  const siteName = config().SITE_NAME;
  return [
    `— ${siteName}`,
    `You receive this because you have an account on ${siteName} and this is about your business on the site.`,
    `Stop ${what}: ${unsubscribeUrl}`,
    `Choose what you receive: ${site}/account/notifications/settings`,
  ].join('\n');
}

const paragraph = (text: string, style = 'margin:0 0 16px') => `<p style="${style}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** The HTML page around the content: a plain column that reads well in any client and on a phone. */
function htmlPage(title: string, content: string, unsubscribeUrl: string, what: string): string {
  const site = siteUrlForLinks();
  const siteName = escapeHtml(config().SITE_NAME);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;color:#0f172a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div role="article" aria-label="${escapeHtml(title)}" style="max-width:600px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1e3a8a">${siteName}</p>
<div style="background:#ffffff;border:1px solid #cbd5e1;border-radius:8px;padding:24px">
${content}
</div>
<p style="margin:24px 0 8px;font-size:14px;color:#334155">You receive this because you have an account on ${siteName} and this is about your business on the site.</p>
<p style="margin:0 0 8px;font-size:14px;color:#334155"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#1e3a8a">Stop ${escapeHtml(what)}</a> · <a href="${escapeHtml(`${site}/account/notifications/settings`)}" style="color:#1e3a8a">Choose what you receive</a></p>
</div>
</body>
</html>`;
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:12px 20px;border-radius:6px;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** The email of one notification: subject = its title; text and HTML say the same. */
export function noticeEmail(to: Recipient, notice: NoticeContent, notificationId: number): Required<Omit<Email, 'redactAfterDelivery'>> {
  const site = siteUrlForLinks();
  const unsubscribeUrl = `${site}/unsubscribe/${unsubscribeToken({ userId: to.userId, kind: notice.kind, channel: 'email' })}`;
  const what = `emails like this (${NOTIFICATION_KINDS[notice.kind].label.toLowerCase()})`;
  const open = `${site}${notice.link}`;
  const text = [`Hello ${to.name},`, notice.title, notice.body ?? '', `Open it: ${open}`, `All your notifications: ${site}/account/notifications`, footerText(unsubscribeUrl, what)].filter(Boolean).join('\n\n');
  const content = [
    paragraph(`Hello ${to.name},`),
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${escapeHtml(notice.title)}</h1>`,
    notice.body ? paragraph(notice.body) : '',
    button(open, 'Open it'),
    `<p style="margin:16px 0 0;font-size:14px"><a href="${escapeHtml(`${site}/account/notifications`)}" style="color:#1e3a8a">All your notifications</a></p>`,
  ].join('\n');
  return { to: to.email, subject: notice.title, text, html: htmlPage(notice.title, content, unsubscribeUrl, what), headers: unsubscribeHeaders(unsubscribeUrl, messageIdFor(`notification-${notificationId}`)) };
}

export interface DigestItem {
  kind: string;
  title: string;
  body: string;
  link: string;
}

/** The daily digest: the day's notifications grouped as on the settings page, each with its link. */
export function digestEmail(to: Recipient, items: DigestItem[], day: string): Required<Omit<Email, 'redactAfterDelivery'>> {
  const site = siteUrlForLinks();
  const siteName = config().SITE_NAME;
  const unsubscribeUrl = `${site}/unsubscribe/${unsubscribeToken({ userId: to.userId, kind: 'all', channel: 'email' })}`;
  const what = 'all notification emails';
  const subject = items.length === 1 ? `Your ${siteName} digest: 1 update` : `Your ${siteName} digest: ${items.length} updates`;
  const groups = NOTIFICATION_GROUPS.map((group) => ({ group, items: items.filter((item) => (isNotificationKind(item.kind) ? NOTIFICATION_KINDS[item.kind].group : 'Account') === group) })).filter((g) => g.items.length > 0);
  const text = [
    `Hello ${to.name},`,
    `What happened on ${siteName} since the last digest:`,
    ...groups.map((g) => [g.group.toUpperCase(), ...g.items.map((item) => `- ${item.title}\n  ${site}${item.link}`)].join('\n')),
    `All your notifications: ${site}/account/notifications`,
    footerText(unsubscribeUrl, what),
  ].join('\n\n');
  const content = [
    paragraph(`Hello ${to.name},`),
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${escapeHtml(subject)}</h1>`,
    ...groups.map(
      (g) =>
        `<h2 style="margin:24px 0 8px;font-size:17px">${escapeHtml(g.group)}</h2>\n<ul style="margin:0;padding-left:20px">${g.items
          .map((item) => `<li style="margin:0 0 8px"><a href="${escapeHtml(`${site}${item.link}`)}" style="color:#1e3a8a">${escapeHtml(item.title)}</a>${item.body ? `<br><span style="color:#334155;font-size:14px">${escapeHtml(item.body)}</span>` : ''}</li>`)
          .join('')}</ul>`,
    ),
    button(`${site}/account/notifications`, 'All your notifications'),
  ].join('\n');
  return { to: to.email, subject, text, html: htmlPage(subject, content, unsubscribeUrl, what), headers: unsubscribeHeaders(unsubscribeUrl, messageIdFor(`digest-${to.userId}-${day}`)) };
}
