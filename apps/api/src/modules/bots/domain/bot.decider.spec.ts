import type {
  BotDeleted,
  BotEdited,
  BotFeatured,
  BotPublished,
  BotSlugAssigned,
} from '@botdir/contracts';
import { deciderSpec } from '@api/modules/testing/decider-spec';
import { botDecider } from './bot.decider';
import { aBot, alice, bob, reviewer } from '@api/modules/testing/bot.fixtures';

const spec = deciderSpec(botDecider);

const published: BotPublished = {
  type: 'BotPublished',
  data: { botId: 7, submissionId: 'sub-1', bot: aBot(), approvedBy: reviewer.id },
};
const featured = (on: boolean): BotFeatured => ({
  type: 'BotFeatured',
  data: { botId: 7, featured: on },
});
const deletedBy = (id: string, byStaff: boolean): BotDeleted => ({
  type: 'BotDeleted',
  data: { botId: 7, deletedBy: id, byStaff },
});
const live = [published];
const deleted = [published, deletedBy(alice.id, false)];

const slugged = (slug: string): BotSlugAssigned => ({
  type: 'BotSlugAssigned',
  data: { botId: 7, slug },
});

describe('PublishBot', () => {
  const publish = { type: 'PublishBot', ...published.data, slug: null } as const;

  it('makes an approved bot public', () => {
    spec.given([]).when(publish).then([published]);
  });

  it('gives a new bot its slug as it is published', () => {
    spec
      .given([])
      .when({ ...publish, slug: 'melodia' })
      .then([published, slugged('melodia')]);
  });

  it('gives a bot published before slugs one when an edit of it is approved, and only then', () => {
    const bot = aBot({ shortDescription: 'Reviewed edit' });
    const inReview = {
      type: 'BotEditNeedsReview',
      data: { botId: 7, submissionId: 'edit-1', bot, reasons: ['invite client_id changed'] },
    } as const;
    const approval = { ...publish, submissionId: 'edit-1', bot, slug: 'melodia' };
    const edited: BotEdited = { type: 'BotEdited', data: { botId: 7, bot } };
    spec
      .given([published, inReview])
      .when(approval)
      .then([edited, slugged('melodia')]);
    spec
      .given([published, slugged('tunes'), inReview])
      .when(approval)
      .then([edited]);
  });

  it('refuses to publish a bot twice', () => {
    spec.given(live).when(publish).thenThrows('BOT.ALREADY_PUBLISHED', 'conflict');
  });

  it('refuses to bring back a deleted bot', () => {
    spec.given(deleted).when(publish).thenThrows('BOT.DELETED', 'conflict');
  });
});

describe('ChangeBotSlug', () => {
  const change = (actor = alice, slug = 'tunes') =>
    ({ type: 'ChangeBotSlug', actor, slug }) as const;
  const withSlug = [published, slugged('melodia')];

  it.each([alice, reviewer])('lets the owner or staff move the bot ($name)', (actor) => {
    spec
      .given(withSlug)
      .when(change(actor))
      .then([slugged('tunes')]);
  });

  it('gives a bot published before slugs its first one', () => {
    spec
      .given(live)
      .when(change())
      .then([slugged('tunes')]);
  });

  it('changes nothing for the current slug, and takes an old one back', () => {
    spec.given(withSlug).when(change(alice, 'melodia')).then([]);
    spec
      .given([...withSlug, slugged('tunes')])
      .when(change(alice, 'melodia'))
      .then([slugged('melodia')]);
  });

  it('refuses other users, unknown and deleted bots', () => {
    spec.given(withSlug).when(change(bob)).thenThrows('BOT.NOT_OWNER', 'forbidden');
    spec.given([]).when(change()).thenThrows('BOT.NOT_FOUND', 'not_found');
    spec.given(deleted).when(change()).thenThrows('BOT.DELETED', 'conflict');
  });
});

describe('EditBot', () => {
  const changes = aBot({ shortDescription: 'Now with lyrics' });
  const edited = (bot = changes): BotEdited => ({ type: 'BotEdited', data: { botId: 7, bot } });

  it.each([alice, reviewer])('lets the owner or staff replace the listing ($name)', (actor) => {
    spec
      .given(live)
      .when({ type: 'EditBot', actor, bot: changes, reviewSubmissionId: 'e1' })
      .then([edited()]);
  });

  it('keeps the stored owner whatever the form sends', () => {
    const hijack = aBot({ ownerId: bob.id, ownerName: bob.name, name: 'Stolen' });
    spec
      .given(live)
      .when({ type: 'EditBot', actor: alice, bot: hijack, reviewSubmissionId: 'e1' })
      .then([edited({ ...hijack, ownerId: alice.id, ownerName: alice.name })]);
  });

  it('refuses other users', () => {
    spec
      .given(live)
      .when({ type: 'EditBot', actor: bob, bot: changes, reviewSubmissionId: 'e1' })
      .thenThrows('BOT.NOT_OWNER', 'forbidden');
  });

  it('answers not found for an unknown bot', () => {
    spec
      .given([])
      .when({ type: 'EditBot', actor: alice, bot: changes, reviewSubmissionId: 'e1' })
      .thenThrows('BOT.NOT_FOUND', 'not_found');
  });

  it('refuses to edit a deleted bot', () => {
    spec
      .given(deleted)
      .when({ type: 'EditBot', actor: alice, bot: changes, reviewSubmissionId: 'e1' })
      .thenThrows('BOT.DELETED', 'conflict');
  });
});

describe('FeatureBot', () => {
  it.each([true, false])('lets staff set featured to %s', (on) => {
    spec
      .given(live)
      .when({ type: 'FeatureBot', actor: reviewer, featured: on })
      .then([featured(on)]);
  });

  it('records the event again when nothing changes', () => {
    spec
      .given([published, featured(true)])
      .when({ type: 'FeatureBot', actor: reviewer, featured: true })
      .then([featured(true)]);
  });

  it.each([alice, bob])(
    'refuses users without a staff role, the owner included ($name)',
    (actor) => {
      spec
        .given(live)
        .when({ type: 'FeatureBot', actor, featured: true })
        .thenThrows('BOT.STAFF_ONLY', 'forbidden');
    },
  );

  it('answers not found for an unknown bot', () => {
    spec
      .given([])
      .when({ type: 'FeatureBot', actor: reviewer, featured: true })
      .thenThrows('BOT.NOT_FOUND', 'not_found');
  });

  it('refuses to feature a deleted bot', () => {
    spec
      .given(deleted)
      .when({ type: 'FeatureBot', actor: reviewer, featured: true })
      .thenThrows('BOT.DELETED', 'conflict');
  });
});

describe('DeleteBot', () => {
  it('lets the owner delete their bot', () => {
    spec
      .given(live)
      .when({ type: 'DeleteBot', actor: alice })
      .then([deletedBy(alice.id, false)]);
  });

  it('marks a removal by staff as a staff action', () => {
    spec
      .given(live)
      .when({ type: 'DeleteBot', actor: reviewer })
      .then([deletedBy(reviewer.id, true)]);
  });

  it('refuses other users', () => {
    spec
      .given(live)
      .when({ type: 'DeleteBot', actor: bob })
      .thenThrows('BOT.NOT_OWNER', 'forbidden');
  });

  it('answers not found for an unknown bot', () => {
    spec
      .given([])
      .when({ type: 'DeleteBot', actor: alice })
      .thenThrows('BOT.NOT_FOUND', 'not_found');
  });

  it('refuses to delete a bot twice', () => {
    spec
      .given(deleted)
      .when({ type: 'DeleteBot', actor: alice })
      .thenThrows('BOT.DELETED', 'conflict');
  });
});

describe('evolve', () => {
  it('folds a bot from publication through edits, featuring and deletion', () => {
    const edited: BotEdited = {
      type: 'BotEdited',
      data: { botId: 7, bot: aBot({ name: 'Tempo' }) },
    };
    expect(spec.fold(live)).toEqual({
      status: 'live',
      botId: 7,
      bot: aBot(),
      ownerId: alice.id,
      coOwnerIds: [],
      transferOfferedTo: null,
      featured: false,
      token: null,
      pendingEdit: null,
      slug: null,
    });
    expect(spec.fold([published, slugged('melodia'), slugged('tunes')])).toMatchObject({
      slug: 'tunes',
    });
    expect(spec.fold([published, edited, featured(true)])).toMatchObject({
      status: 'live',
      bot: { name: 'Tempo' },
      featured: true,
    });
    expect(spec.fold([published, featured(true), featured(false)])).toMatchObject({
      featured: false,
    });
    expect(spec.fold(deleted)).toMatchObject({ status: 'deleted', ownerId: alice.id });
  });
});
