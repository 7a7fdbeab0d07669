import { config } from '~/config.server';
import { LANGUAGE_TAGS, localisedHref, type Locale } from '~/domain/locale';
import { NOTIFICATION_GROUPS, NOTIFICATION_KINDS, isNotificationKind, type NotificationGroup, type NotificationKind } from '~/domain/notification';
import { serverDomainText, serverTranslator } from '~/services/i18n/catalog.server';
import type { Email } from '~/services/mail/mailer.server';
import { siteUrlForLinks } from '~/services/seo/site-url.server';
import { unsubscribeToken } from './unsubscribe-token.server';

/**
 * The emails of notifications, in plain text and HTML: one small template with inline styles, no
 * images or other outside assets, every value escaped. Each carries a one-click unsubscribe link
 * (List-Unsubscribe, RFC 8058) and a Message-ID fixed by the event, so a resend after a crash is
 * recognisably the same message. Each is in the recipient's language (users.locale): the words
 * around the notification from the `emails` namespace, the notification's own title and body (stored
 * in English) through the `errors` lookup, and every link to a page in that language.
 */

interface Recipient {
  userId: number;
  email: string;
  name: string;
  locale: Locale;
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

/** A link to a page of the site in the recipient's language. */
const pageUrl = (path: string, locale: Locale) => `${siteUrlForLinks()}${localisedHref(path, locale)}`;

const GROUP_KEYS = {
  'Leads and messages': 'groupLeadsAndMessages',
  'Requirements and quotes': 'groupRequirementsAndQuotes',
  'Reviews and reports': 'groupReviewsAndReports',
  Payments: 'groupPayments',
  'Your company': 'groupYourCompany',
  Admin: 'groupAdmin',
} as const satisfies Record<NotificationGroup, string>;

function footerText(unsubscribeUrl: string, what: string, locale: Locale): string {
  const siteName = config().SITE_NAME;
  const t = serverTranslator(locale, 'emails');
  return [
    `— ${siteName}`,
    t('noticeWhy', { siteName }),
    `${t('noticeStop', { what })}: ${unsubscribeUrl}`,
    `${t('noticeChoose')}: ${pageUrl('/account/notifications/settings', locale)}`,
  ].join('\n');
}

const paragraph = (text: string, style = 'margin:0 0 16px') => `<p style="${style}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** The HTML page around the content: a plain column that reads well in any client and on a phone. */
function htmlPage(title: string, content: string, unsubscribeUrl: string, what: string, locale: Locale): string {
  const siteName = escapeHtml(config().SITE_NAME);
  const t = serverTranslator(locale, 'emails');
  return `<!doctype html>
<html lang="${locale === 'en' ? 'en' : LANGUAGE_TAGS[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;color:#0f172a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div role="article" aria-label="${escapeHtml(title)}" style="max-width:600px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1e3a8a">${siteName}</p>
<div style="background:#ffffff;border:1px solid #cbd5e1;border-radius:8px;padding:24px">
${content}
</div>
<p style="margin:24px 0 8px;font-size:14px;color:#334155">${t('noticeWhy', { siteName })}</p>
<p style="margin:0 0 8px;font-size:14px;color:#334155"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#1e3a8a">${escapeHtml(t('noticeStop', { what }))}</a> · <a href="${escapeHtml(pageUrl('/account/notifications/settings', locale))}" style="color:#1e3a8a">${t('noticeChoose')}</a></p>
</div>
</body>
</html>`;
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:12px 20px;border-radius:6px;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** The email of one notification: subject = its title; text and HTML say the same. */
export function noticeEmail(to: Recipient, notice: NoticeContent, notificationId: number): Required<Omit<Email, 'redactAfterDelivery'>> {
  const site = siteUrlForLinks();
  const t = serverTranslator(to.locale, 'emails');
  const inLanguage = serverDomainText(to.locale);
  const title = inLanguage(notice.title);
  const body = notice.body ? inLanguage(notice.body) : '';
  const unsubscribeUrl = `${site}/unsubscribe/${unsubscribeToken({ userId: to.userId, kind: notice.kind, channel: 'email' })}`;
  const what = t('noticeStopWhatKind', { kind: serverTranslator(to.locale, 'notifications')(notice.kind).toLowerCase() });
  const open = pageUrl(notice.link, to.locale);
  const all = pageUrl('/account/notifications', to.locale);
  const hello = t('hello', { name: to.name });
  const text = [hello, title, body, `${t('noticeOpen')}: ${open}`, `${t('noticeAll')}: ${all}`, footerText(unsubscribeUrl, what, to.locale)].filter(Boolean).join('\n\n');
  const content = [
    paragraph(hello),
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${escapeHtml(title)}</h1>`,
    body ? paragraph(body) : '',
    button(open, t('noticeOpen')),
    `<p style="margin:16px 0 0;font-size:14px"><a href="${escapeHtml(all)}" style="color:#1e3a8a">${escapeHtml(t('noticeAll'))}</a></p>`,
  ].join('\n');
  return { to: to.email, subject: title, text, html: htmlPage(title, content, unsubscribeUrl, what, to.locale), headers: unsubscribeHeaders(unsubscribeUrl, messageIdFor(`notification-${notificationId}`)) };
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
  const t = serverTranslator(to.locale, 'emails');
  const groupName = (group: NotificationGroup) => serverTranslator(to.locale, 'notifications')(GROUP_KEYS[group]);
  const inLanguage = serverDomainText(to.locale);
  const unsubscribeUrl = `${site}/unsubscribe/${unsubscribeToken({ userId: to.userId, kind: 'all', channel: 'email' })}`;
  const what = t('noticeStopWhatAll');
  const subject = t('digestSubject', { siteName, count: items.length });
  const all = pageUrl('/account/notifications', to.locale);
  const hello = t('hello', { name: to.name });
  const shown = items.map((item) => ({ ...item, title: inLanguage(item.title), body: item.body ? inLanguage(item.body) : '', url: pageUrl(item.link, to.locale) }));
  const groups = NOTIFICATION_GROUPS.map((group) => ({ group, items: shown.filter((item) => (isNotificationKind(item.kind) ? NOTIFICATION_KINDS[item.kind].group : 'Account') === group) })).filter((g) => g.items.length > 0);
  const text = [
    hello,
    t('digestIntro', { siteName }),
    ...groups.map((g) => [groupName(g.group).toUpperCase(), ...g.items.map((item) => `- ${item.title}\n  ${item.url}`)].join('\n')),
    `${t('noticeAll')}: ${all}`,
    footerText(unsubscribeUrl, what, to.locale),
  ].join('\n\n');
  const content = [
    paragraph(hello),
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${escapeHtml(subject)}</h1>`,
    ...groups.map(
      (g) =>
        `<h2 style="margin:24px 0 8px;font-size:17px">${escapeHtml(groupName(g.group))}</h2>\n<ul style="margin:0;padding-left:20px">${g.items
          .map((item) => `<li style="margin:0 0 8px"><a href="${escapeHtml(item.url)}" style="color:#1e3a8a">${escapeHtml(item.title)}</a>${item.body ? `<br><span style="color:#334155;font-size:14px">${escapeHtml(item.body)}</span>` : ''}</li>`)
          .join('')}</ul>`,
    ),
    button(all, t('noticeAll')),
  ].join('\n');
  return { to: to.email, subject, text, html: htmlPage(subject, content, unsubscribeUrl, what, to.locale), headers: unsubscribeHeaders(unsubscribeUrl, messageIdFor(`digest-${to.userId}-${day}`)) };
}
