import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { BotData } from '@botdir/contracts';
import { useAuthUser } from '@/lib/auth';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { notify } from '@/components/ui/notify';
import { Loading } from '@/components/ui/spinner';
import { Card } from '@/components/ui/card';
import { PageContainer, PageHeader, PageSubtitle, PageTitle } from '@/components/ui/page';
import { submitBot } from '../api/submit-bot';
import { BotForm } from '@/components/bot-form/bot-form';
import { newBotData } from '@/components/bot-form/bot-form-values';
import { SubmitLoginRequired } from './submit-login-required';
import { SubmitSuccess } from './submit-success';

const StyledColumn = styled(PageContainer)`
  max-width: 820px;
`;

function notifySubmitError(error: unknown) {
  if (error instanceof ApiError && error.status === 401) {
    notify.error('Authentication Required', 'Please login with Discord to submit a bot.');
    return;
  }
  notify.error(
    'Submission Failed',
    apiErrorMessage(error) ?? 'There was an error submitting your bot.',
  );
}

/** /submit: loading, login required, the form, then the success page (spec section 2). */
export function SubmitPage() {
  const { user, isLoading } = useAuthUser();
  // The success page lives in the URL, so a reload shows it again rather than an empty form.
  const [params, setParams] = useSearchParams();
  const submittedId = params.get('submitted');

  const handleSubmit = async (botData: BotData) => {
    if (!user) {
      notify.error('Authentication Required', 'Please login with Discord to submit a bot.');
      return;
    }
    let submissionId: string;
    try {
      ({ submissionId } = await submitBot({ ...botData, isFeatured: false }));
    } catch (error) {
      notifySubmitError(error);
      throw error;
    }
    notify.success(
      'Bot Submitted!',
      'Your bot is in the review queue. You get a notification (the bell) once it is reviewed.',
    );
    setParams({ submitted: submissionId }, { replace: true });
  };

  if (isLoading)
    return (
      <StyledColumn>
        <Loading label="Loading..." />
      </StyledColumn>
    );
  if (submittedId)
    return (
      <StyledColumn>
        <SubmitSuccess submissionId={submittedId} />
      </StyledColumn>
    );
  if (!user)
    return (
      <StyledColumn>
        <SubmitLoginRequired />
      </StyledColumn>
    );

  return (
    <StyledColumn>
      <PageHeader>
        <PageTitle>Submit Your Bot</PageTitle>
        <PageSubtitle>
          Share your Discord bot with the community. Submissions are reviewed by our team before
          they appear in the directory.
        </PageSubtitle>
      </PageHeader>
      <Card>
        <BotForm
          initialData={newBotData(user)}
          submitLabel="Submit Bot for Review"
          pendingLabel="Submitting..."
          onSubmit={handleSubmit}
          withReviewerNotes
        />
      </Card>
    </StyledColumn>
  );
}
