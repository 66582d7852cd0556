import type { BotSubmitted, SubmissionDeleted, SubmissionReviewed } from '@botdir/contracts';
import { aBot, alice, bob, reviewer } from '@api/modules/testing/bot.fixtures';
import { deciderSpec } from '@api/modules/testing/decider-spec';
import { submissionDecider } from './submission.decider';

const spec = deciderSpec(submissionDecider);

const submitted: BotSubmitted = {
  type: 'BotSubmitted',
  data: {
    submissionId: 'sub-1',
    botId: 7,
    bot: aBot(),
    submitterId: alice.id,
    submitterName: alice.name,
    notesForReviewer: '',
  },
};
const reviewed = (decision: 'approved' | 'rejected', notes = ''): SubmissionReviewed => ({
  type: 'SubmissionReviewed',
  data: {
    submissionId: 'sub-1',
    botId: 7,
    decision,
    notes,
    reviewerId: reviewer.id,
    reviewerName: reviewer.name,
  },
});
const deleted: SubmissionDeleted = {
  type: 'SubmissionDeleted',
  data: { submissionId: 'sub-1', botId: 7, deletedBy: alice.id },
};

const histories = {
  none: [],
  pending: [submitted],
  approved: [submitted, reviewed('approved')],
  rejected: [submitted, reviewed('rejected', 'Add a support server')],
  deleted: [submitted, deleted],
};

describe('SubmitBot', () => {
  const submit = { type: 'SubmitBot', submissionId: 'sub-1', botId: 7, bot: aBot() } as const;

  it('records the bot as pending review, named after the logged-in submitter', () => {
    spec
      .given([])
      .when({ ...submit, submitter: alice, contactInfo: 'alice@example.com' })
      .then([{ ...submitted, data: { ...submitted.data, contactInfo: 'alice@example.com' } }]);
  });

  it('keeps the notes for the reviewer beside the bot, never in it', () => {
    const notes = 'Needs Manage Roles; test server: https://discord.gg/test';
    spec
      .given([])
      .when({ ...submit, submitter: alice, notesForReviewer: notes })
      .then([{ ...submitted, data: { ...submitted.data, notesForReviewer: notes } }]);
  });

  it('refuses a second submission on the same id', () => {
    spec
      .given(histories.pending)
      .when({ ...submit, submitter: alice })
      .thenThrows('SUBMISSION.ALREADY_EXISTS', 'conflict');
  });

  it.each([bob, reviewer])(
    'refuses a bot submitted in someone else’s name ($name)',
    (submitter) => {
      spec
        .given([])
        .when({ ...submit, submitter })
        .thenThrows('SUBMISSION.OWNER_MISMATCH', 'forbidden');
    },
  );
});

describe('ResubmitSubmission', () => {
  const resubmit = { type: 'ResubmitSubmission', newSubmissionId: 'sub-2' } as const;
  const resubmitted = (bot = aBot()): BotSubmitted => ({
    type: 'BotSubmitted',
    data: { ...submitted.data, submissionId: 'sub-2', bot, resubmittedFrom: 'sub-1' },
  });

  it('opens a new pending submission for the same bot from the stored data', () => {
    spec
      .given(histories.rejected)
      .when({ ...resubmit, actor: alice })
      .then([resubmitted()]);
  });

  it('uses amended bot data but keeps the stored owner id', () => {
    const amended = aBot({ shortDescription: 'Now with a support server', ownerId: bob.id });
    spec
      .given(histories.rejected)
      .when({ ...resubmit, actor: alice, bot: amended })
      .then([resubmitted({ ...amended, ownerId: alice.id })]);
  });

  it('keeps the stored notes for the reviewer unless new ones are given', () => {
    const withNotes: BotSubmitted = {
      ...submitted,
      data: { ...submitted.data, notesForReviewer: 'Use /play' },
    };
    const history = [withNotes, reviewed('rejected')];
    const kept = resubmitted();
    spec
      .given(history)
      .when({ ...resubmit, actor: alice })
      .then([{ ...kept, data: { ...kept.data, notesForReviewer: 'Use /play' } }]);
    spec
      .given(history)
      .when({ ...resubmit, actor: alice, notesForReviewer: 'Now /radio too' })
      .then([{ ...kept, data: { ...kept.data, notesForReviewer: 'Now /radio too' } }]);
  });

  it.each(['pending', 'approved'] as const)('refuses unless rejected (%s)', (status) => {
    spec
      .given(histories[status])
      .when({ ...resubmit, actor: alice })
      .thenThrows('SUBMISSION.NOT_REJECTED', 'conflict');
  });

  it('says plainly that a superseded submission was already resubmitted', () => {
    spec
      .given(histories.rejected)
      .when({ ...resubmit, actor: alice, alreadyResubmitted: true })
      .thenThrows('SUBMISSION.ALREADY_RESUBMITTED', 'conflict');
  });

  it.each(['none', 'deleted'] as const)('answers not found when the stream is %s', (status) => {
    spec
      .given(histories[status])
      .when({ ...resubmit, actor: alice })
      .thenThrows('SUBMISSION.NOT_FOUND', 'not_found');
  });

  it.each([bob, reviewer])('refuses anyone but the owner, staff included ($name)', (actor) => {
    spec
      .given(histories.rejected)
      .when({ ...resubmit, actor })
      .thenThrows('SUBMISSION.NOT_OWNER', 'forbidden');
  });
});

describe('ReviewSubmission', () => {
  const review = { type: 'ReviewSubmission', reviewer } as const;

  it.each(['approved', 'rejected'] as const)('lets staff mark a pending one %s', (decision) => {
    spec
      .given(histories.pending)
      .when({ ...review, decision, notes: 'Looks good' })
      .then([reviewed(decision, 'Looks good')]);
  });

  it('records empty notes when the reviewer wrote none', () => {
    spec
      .given(histories.pending)
      .when({ ...review, decision: 'approved' })
      .then([reviewed('approved', '')]);
  });

  it('refuses users without a staff role', () => {
    spec
      .given(histories.pending)
      .when({ ...review, reviewer: bob, decision: 'approved' })
      .thenThrows('REVIEW.STAFF_ONLY', 'forbidden');
  });

  it('refuses a reviewer reviewing their own submission', () => {
    const ownSubmission: BotSubmitted = {
      ...submitted,
      data: { ...submitted.data, submitterId: reviewer.id, bot: aBot({ ownerId: reviewer.id }) },
    };
    spec
      .given([ownSubmission])
      .when({ ...review, decision: 'approved' })
      .thenThrows('REVIEW.OWN_SUBMISSION', 'forbidden');
  });

  it.each(['approved', 'rejected'] as const)('refuses to review one already %s', (status) => {
    spec
      .given(histories[status])
      .when({ ...review, decision: 'approved' })
      .thenThrows('SUBMISSION.NOT_PENDING', 'conflict');
  });

  it.each(['none', 'deleted'] as const)('answers not found when the stream is %s', (status) => {
    spec
      .given(histories[status])
      .when({ ...review, decision: 'approved' })
      .thenThrows('SUBMISSION.NOT_FOUND', 'not_found');
  });
});

describe('DeleteSubmission', () => {
  it('lets the owner withdraw a pending submission', () => {
    spec.given(histories.pending).when({ type: 'DeleteSubmission', actor: alice }).then([deleted]);
  });

  it.each([bob, reviewer])('refuses anyone but the owner ($name)', (actor) => {
    spec
      .given(histories.pending)
      .when({ type: 'DeleteSubmission', actor })
      .thenThrows('SUBMISSION.NOT_OWNER', 'forbidden');
  });

  it.each(['approved', 'rejected'] as const)('refuses a submission once %s', (status) => {
    spec
      .given(histories[status])
      .when({ type: 'DeleteSubmission', actor: alice })
      .thenThrows('SUBMISSION.NOT_PENDING', 'conflict');
  });

  it.each(['none', 'deleted'] as const)('answers not found when the stream is %s', (status) => {
    spec
      .given(histories[status])
      .when({ type: 'DeleteSubmission', actor: alice })
      .thenThrows('SUBMISSION.NOT_FOUND', 'not_found');
  });
});

describe('AddSubmissionNote', () => {
  const note = { type: 'AddSubmissionNote', note: 'Invite asks for Administrator' } as const;

  it.each(['pending', 'approved', 'rejected'] as const)(
    'records a reviewer’s internal note on a %s submission',
    (status) => {
      spec
        .given(histories[status])
        .when({ ...note, author: reviewer })
        .then([
          {
            type: 'SubmissionNoteAdded',
            data: {
              submissionId: 'sub-1',
              botId: 7,
              note: note.note,
              authorId: reviewer.id,
              authorName: reviewer.name,
            },
          },
        ]);
    },
  );

  it('refuses anyone without a staff role, the owner included', () => {
    spec
      .given(histories.pending)
      .when({ ...note, author: alice })
      .thenThrows('REVIEW.STAFF_ONLY', 'forbidden');
  });

  it.each(['none', 'deleted'] as const)('answers not found when the stream is %s', (status) => {
    spec
      .given(histories[status])
      .when({ ...note, author: reviewer })
      .thenThrows('SUBMISSION.NOT_FOUND', 'not_found');
  });
});

describe('evolve', () => {
  it('folds a submission through review', () => {
    expect(spec.fold(histories.pending)).toMatchObject({ status: 'pending', botId: 7 });
    expect(spec.fold(histories.rejected)).toEqual({
      status: 'rejected',
      submissionId: 'sub-1',
      botId: 7,
      bot: aBot(),
      submitterId: alice.id,
      submitterName: alice.name,
      reviewNotes: 'Add a support server',
      notesForReviewer: '',
      claim: null,
    });
    expect(spec.fold(histories.deleted)).toMatchObject({ status: 'deleted' });
  });

  it('starts a resubmitted chain as a fresh pending submission that staff can approve', () => {
    const [resubmitted] = submissionDecider.decide(
      { type: 'ResubmitSubmission', newSubmissionId: 'sub-2', actor: alice },
      spec.fold(histories.rejected),
    );
    if (!resubmitted) throw new Error('expected one event');
    expect(spec.fold([resubmitted])).toMatchObject({
      status: 'pending',
      submissionId: 'sub-2',
      resubmittedFrom: 'sub-1',
    });
    expect(spec.fold([resubmitted])).not.toHaveProperty('reviewNotes');
    spec
      .given([resubmitted])
      .when({ type: 'ReviewSubmission', decision: 'approved', notes: '', reviewer })
      .then([
        {
          ...reviewed('approved'),
          data: { ...reviewed('approved').data, submissionId: 'sub-2' },
        },
      ]);
  });
});

describe('EditPendingSubmission', () => {
  const edit = (bot = aBot({ description: 'Plays music, and now radio.' }), actor = alice) =>
    ({ type: 'EditPendingSubmission', actor, bot }) as const;

  it('replaces the pending bot, keeps the notes for the reviewer and the owner', () => {
    const bot = aBot({ description: 'Plays music, and now radio.', ownerId: bob.id });
    spec
      .given([{ ...submitted, data: { ...submitted.data, notesForReviewer: 'Test server' } }])
      .when(edit(bot))
      .then([
        {
          type: 'PendingSubmissionEdited',
          data: {
            submissionId: 'sub-1',
            botId: 7,
            bot: { ...bot, ownerId: alice.id },
            notesForReviewer: 'Test server',
          },
        },
      ]);
  });

  it('is for the submitter only, and only while the submission waits for review', () => {
    spec
      .given(histories.pending)
      .when(edit(undefined, bob))
      .thenThrows('SUBMISSION.NOT_OWNER', 'forbidden');
    spec.given(histories.approved).when(edit()).thenThrows('SUBMISSION.NOT_PENDING', 'conflict');
    spec.given(histories.rejected).when(edit()).thenThrows('SUBMISSION.NOT_PENDING', 'conflict');
    spec.given(histories.deleted).when(edit()).thenThrows('SUBMISSION.NOT_FOUND', 'not_found');
  });

  it('keeps the Discord application the submission reserved', () => {
    const moved = aBot({
      inviteUrl: 'https://discord.com/oauth2/authorize?client_id=223456789012345678&scope=bot',
    });
    spec
      .given(histories.pending)
      .when(edit(moved))
      .thenThrows('SUBMISSION.APPLICATION_FIXED', 'conflict');
  });
});
