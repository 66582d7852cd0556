import { LIMITS } from '@botdir/contracts';
import { SUBMIT_PATH } from '@api/testing/directory-client';
import { DEVELOPER, inviteFor, testApplicationId, validBotData } from '@api/testing/test-app';
import { refused, repeat, WHOLE_BODY, type Row, type Sent } from './row';

const submit = (fields: Record<string, unknown>): Sent => ({
  method: 'POST',
  path: SUBMIT_PATH,
  who: 'owner',
  body: { botData: validBotData(DEVELOPER, fields) },
});
const text = (length: number) => 'x'.repeat(length);
const url = (length: number) => `https://cdn.example.com/${'a'.repeat(length)}`;
const invalid = refused(400, 'VALIDATION.FAILED');
const APP = testApplicationId(987_654);

/** The bot form (submit, edit, resubmit share it): its lists, texts and the invite's number. */
export const BOT_FORM_ROWS: Row[] = [
  {
    where: 'POST /api/bots/submit, PUT /api/bots/:id, resubmit',
    field: 'botData.tags (count)',
    worst: `11; ${WHOLE_BODY.toLocaleString('en-US')} numbers (a whole body)`,
    send: () => [submit({ tags: repeat(11, 'tag') }), submit({ tags: repeat(WHOLE_BODY, 1) })],
    expect: invalid,
  },
  {
    where: 'POST /api/bots/submit',
    field: 'botData.categories (count)',
    worst: '6; 18,000 unknown names',
    send: () => [
      submit({ categories: ['utility', 'moderation', 'music', 'fun', 'economy', 'gaming'] }),
      submit({ categories: repeat(18_000, 'zz') }),
    ],
    expect: invalid,
  },
  {
    where: 'POST /api/bots/submit',
    field: 'botData.categories[] (length)',
    worst: 'one name of 90,000 characters (quoted back, cut)',
    send: () => [submit({ categories: [text(90_000)] })],
    expect: invalid,
  },
  {
    where: 'POST /api/bots/submit',
    field: 'botData text lengths',
    worst: 'one past each maximum (name, ownerName, descriptions, URLs, a tag, notes)',
    send: () =>
      [
        { name: text(LIMITS.nameMax + 1) },
        { ownerName: text(LIMITS.ownerNameMax + 1) },
        { shortDescription: text(LIMITS.shortDescriptionMax + 1) },
        { description: text(LIMITS.descriptionMax + 1) },
        { avatar: url(LIMITS.urlMax) },
        { websiteUrl: url(LIMITS.urlMax) },
        { tags: [text(LIMITS.tagMax + 1)] },
        { notesForReviewer: text(LIMITS.notesForReviewerMax + 1) },
      ].map(submit),
    expect: invalid,
  },
  {
    where: 'POST /api/bots/submit',
    field: 'botData.inviteUrl permissions',
    worst: 'abc, 1e3, -1, 0x10, 2^64, 21 digits',
    send: () =>
      ['abc', '1e3', '-1', '0x10', '18446744073709551616', '1'.repeat(21)].map((bits) =>
        submit({ inviteUrl: inviteFor(APP, `&scope=bot&permissions=${bits}`), discordAppId: APP }),
      ),
    expect: invalid,
  },
  {
    where: 'POST /api/bot-submissions',
    field: 'submitterName, contactInfo',
    worst: '65 and 201 characters',
    send: () =>
      [
        { submitterName: text(LIMITS.submitterNameMax + 1) },
        { submitterName: 'dev', contactInfo: text(LIMITS.contactInfoMax + 1) },
      ].map((fields) => ({
        method: 'POST',
        path: '/api/bot-submissions',
        who: 'owner' as const,
        body: { botData: JSON.stringify(validBotData(DEVELOPER)), ...fields },
      })),
    expect: invalid,
  },
];
