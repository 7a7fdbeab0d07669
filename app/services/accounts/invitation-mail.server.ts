import { config } from '~/config.server';
import type { Locale } from '~/domain/locale';
import type { TeamRole } from '~/domain/team';
import { serverTranslator } from '~/services/i18n/catalog.server';
import { pageLinkIn } from '~/services/mail/language.server';
import type { Email } from '~/services/mail/mailer.server';
import { siteUrlForLinks } from '~/services/seo/site-url.server';

const ROLE_KEYS = {
  owner: ['roleOwner', 'roleOwnerDescription'],
  catalogue: ['roleCatalogue', 'roleCatalogueDescription'],
  sales: ['roleSales', 'roleSalesDescription'],
} as const satisfies Record<TeamRole, readonly [string, string]>;

/**
 * The invitation to join a company's team, in `locale`: the invitee's own language when the
 * address has an account, else the inviting owner's (the language the invitation was sent in).
 */
export function invitationMail(invite: { to: string; token: string; role: TeamRole; company: string; siteName: string; inviter: { name: string } | undefined; locale: Locale }): Email {
  const t = serverTranslator(invite.locale, 'emails');
  const inviter = invite.inviter?.name ?? t('aColleague');
  const [roleKey, descriptionKey] = ROLE_KEYS[invite.role];
  const role = t(roleKey);
  return {
    redactAfterDelivery: true,
    to: invite.to,
    subject: t('inviteSubject', { inviter, company: invite.company, siteName: invite.siteName }),
    text: [
      t('helloNoName'),
      '',
      t('inviteJoin', { inviter, company: invite.company, siteName: invite.siteName, role }),
      `${role}: ${t(descriptionKey)}.`,
      '',
      t('inviteOpen', { days: config().INVITATION_EXPIRY_DAYS }),
      '',
      pageLinkIn(invite.locale, siteUrlForLinks(), `/invitations/${invite.token}`),
      '',
      t('inviteIgnore'),
    ].join('\n'),
  };
}
