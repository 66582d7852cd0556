import type { SubmissionHistoryEntry, SubmissionView } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, OTHER_DEVELOPER, REVIEWER } from '@api/testing/test-app';

const NOTES = 'Needs the Manage Roles permission.\nTest server: https://discord.gg/test';

describe('notes for the reviewer and staff notes', () => {
  const { api, client } = useDirectory();

  const submit = (overrides: Record<string, unknown> = {}) => client.submit(DEVELOPER, overrides);
  const mine = async (submissionId: string) => {
    const { body } = await api.request<SubmissionView[]>('GET', '/api/user/submissions', {
      cookie: client.cookie(DEVELOPER),
    });
    return body.find((submission) => submission.id === submissionId);
  };
  const staffView = async (submissionId: string) => {
    const { body } = await api.request<SubmissionView[]>('GET', '/api/admin/submissions', {
      cookie: client.cookie(REVIEWER),
    });
    return body.find((submission) => submission.id === submissionId);
  };

  it('shows the notes to staff and the owner, never on the public bot', async () => {
    const { body } = await submit({ notesForReviewer: NOTES });
    expect((await staffView(body.submissionId))?.notesForReviewer).toBe(NOTES);
    const own = await mine(body.submissionId);
    expect(own?.notesForReviewer).toBe(NOTES);
    expect(JSON.parse(own?.botData ?? '{}')).toMatchObject({ notesForReviewer: NOTES });

    await client.approve(body.submissionId);
    const bot = await api.request<Record<string, unknown>>('GET', `/api/bots/${body.botId}`);
    expect(bot.status).toBe(200);
    expect(JSON.stringify(bot.body)).not.toContain('Manage Roles');
  });

  it('refuses notes over 1,000 characters with a 400 naming the field', async () => {
    const answer = await submit({ notesForReviewer: 'x'.repeat(1001) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      fields: { notesForReviewer: 'Notes for the reviewer must be at most 1000 characters' },
    });
  });

  it('records a staff note in the history; the owner never sees it', async () => {
    const { body } = await submit();
    const path = `/api/admin/submissions/${body.submissionId}/notes`;
    const added = await api.request('POST', path, {
      cookie: client.cookie(REVIEWER),
      body: { note: 'Checked the invite scopes' },
    });
    expect(added.status).toBe(201);
    expect((await staffView(body.submissionId))?.staffNotes).toEqual([
      expect.objectContaining({ note: 'Checked the invite scopes', authorName: 'reviewer#0001' }),
    ]);
    const own = await mine(body.submissionId);
    expect(own).toBeDefined();
    expect(own).not.toHaveProperty('staffNotes');
    expect(JSON.stringify(own)).not.toContain('invite scopes');
    const history = await api.request<SubmissionHistoryEntry[]>(
      'GET',
      `/api/admin/submissions/${body.submissionId}/history`,
      { cookie: client.cookie(REVIEWER) },
    );
    expect(history.body.map((entry) => entry.type)).toEqual([
      'BotSubmitted',
      'SubmissionNoteAdded',
    ]);
    // Roles by their titles, never the configured ids.
    expect(history.body.map((entry) => entry.actorRoles)).toEqual([[], ['Bot Reviewer']]);
  });

  it('refuses a staff note from the owner (403), an empty one (400), an unknown submission (404)', async () => {
    const { body } = await submit();
    const path = `/api/admin/submissions/${body.submissionId}/notes`;
    const byOwner = await api.request('POST', path, {
      cookie: client.cookie(DEVELOPER),
      body: { note: 'hi' },
    });
    expect(byOwner.status).toBe(403);
    const other = client.cookie(OTHER_DEVELOPER);
    expect((await api.request('POST', path, { cookie: other, body: { note: 'x' } })).status).toBe(
      403,
    );
    const empty = await api.request('POST', path, {
      cookie: client.cookie(REVIEWER),
      body: { note: '  ' },
    });
    expect(empty.status).toBe(400);
    const unknown = await api.request('POST', '/api/admin/submissions/999999/notes', {
      cookie: client.cookie(REVIEWER),
      body: { note: 'x' },
    });
    expect(unknown.status).toBe(404);
  });
});
