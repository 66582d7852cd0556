import {
  paths,
  withArticle,
  type NotificationKind,
  type NotificationRaised,
} from '@botdir/contracts';

type Texts = Pick<NotificationRaised['data'], 'title' | 'body' | 'link'>;

type OwnershipKind = Extract<
  NotificationKind,
  | 'co-owner-added'
  | 'co-owner-removed'
  | 'transfer-offered'
  | 'transfer-accepted'
  | 'transfer-cancelled'
>;

/** Co-owners and transfers: each told to the person it concerns, with the dashboard to act on. */
function ownershipTexts(kind: OwnershipKind, name: string, link: string): Texts {
  switch (kind) {
    case 'co-owner-added':
      return {
        title: `You are now a co-owner of ${name}`,
        body: 'Manage it from your dashboard.',
        link,
      };
    case 'co-owner-removed':
      return { title: `You are no longer a co-owner of ${name}`, body: '', link };
    case 'transfer-offered':
      return {
        title: `You are offered the ownership of ${name}`,
        body: 'Accept or decline it on your dashboard.',
        link,
      };
    case 'transfer-accepted':
      return {
        title: `The ownership of ${name} was accepted`,
        body: 'You stay a co-owner unless the five seats were taken.',
        link,
      };
    case 'transfer-cancelled':
      return { title: `The ownership transfer of ${name} was cancelled`, body: '', link };
  }
}

/** "An Administrator": who acted, by role, at the start of a sentence. */
function someone(role: string): string {
  const phrase = withArticle(role);
  return `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`;
}

/**
 * What each notification says; `name` is the bot's name, `detail` the notes or reason, or for a
 * change to the bot's token or webhook by someone else, their staff role.
 */
export function notificationTexts(
  kind: NotificationKind,
  bot: { id: number; slug?: string | null },
  name: string,
  detail: string,
): Texts {
  const page = paths.bot(bot.id);
  const dashboard = paths.dashboard();
  switch (kind) {
    case 'approved':
      return { title: `${name} was approved`, body: detail || 'It is live now.', link: page };
    case 'rejected':
      return { title: `${name} was rejected`, body: detail, link: dashboard };
    case 'featured':
      return { title: `${name} is featured`, body: '', link: page };
    case 'unfeatured':
      return { title: `${name} is no longer featured`, body: '', link: page };
    case 'deleted':
      return { title: `${name} was removed by staff`, body: detail, link: dashboard };
    case 'unlisted':
      return { title: `${name} was unlisted by staff`, body: detail, link: `${page}#history` };
    case 'report-resolved':
      return { title: `Your report of ${name} was resolved`, body: detail, link: page };
    case 'webhook-failed':
      return {
        title: `A vote webhook delivery of ${name} failed`,
        body: detail,
        link: dashboard,
      };
    case 'token-issued':
      return {
        title: `${someone(detail)} issued a new API token for ${name}`,
        body: 'The previous token no longer works. Issue your own on your dashboard if you need it.',
        link: dashboard,
      };
    case 'webhook-changed':
      return {
        title: `${someone(detail)} changed the vote webhook of ${name}`,
        body: 'Votes now go to the URL they set. Check it on your dashboard.',
        link: dashboard,
      };
    case 'webhook-removed':
      return {
        title: `${someone(detail)} removed the vote webhook of ${name}`,
        body: 'Votes are no longer sent to a webhook. Set one again on your dashboard.',
        link: dashboard,
      };
    case 'review-hidden':
      return { title: `Staff hid your review of ${name}`, body: detail, link: `${page}#reviews` };
    case 'vote-reminder':
      return { title: `You can vote for ${name} again`, body: '', link: paths.botVote(bot) };
    default:
      return ownershipTexts(kind, name, dashboard);
  }
}
