import type { NotificationKind, NotificationRaised } from '@botdir/contracts';

type Texts = Pick<NotificationRaised['data'], 'title' | 'body' | 'link'>;

/** What each notification says; `name` is the bot's name, `detail` the notes or reason. */
export function notificationTexts(
  kind: NotificationKind,
  botId: number,
  name: string,
  detail: string,
): Texts {
  const page = `/bot/${botId}`;
  switch (kind) {
    case 'approved':
      return { title: `${name} was approved`, body: detail || 'It is live now.', link: page };
    case 'rejected':
      return { title: `${name} was rejected`, body: detail, link: '/dashboard' };
    case 'featured':
      return { title: `${name} is featured`, body: '', link: page };
    case 'unfeatured':
      return { title: `${name} is no longer featured`, body: '', link: page };
    case 'deleted':
      return { title: `${name} was removed by staff`, body: detail, link: '/dashboard' };
    case 'unlisted':
      return { title: `${name} was unlisted by staff`, body: detail, link: `${page}#history` };
    case 'report-resolved':
      return { title: `Your report of ${name} was resolved`, body: detail, link: page };
    case 'webhook-failed':
      return {
        title: `A vote webhook delivery of ${name} failed`,
        body: detail,
        link: '/dashboard',
      };
  }
}
