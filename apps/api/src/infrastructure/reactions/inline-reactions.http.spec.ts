import { useDirectory } from '@api/testing/directory-client';
import { ReactionRegistry } from './reaction-registry';

describe('inline reactions (the rule in docs/architecture.md "Reactions")', () => {
  const { api } = useDirectory();

  it('run before a command answers after the documented event types, and only those', () => {
    const inline = [...api.app.get(ReactionRegistry).inlineAfter()].sort();
    expect(inline).toEqual(['BotEditNeedsReview', 'ReportResolved', 'SubmissionReviewed']);
  });
});
