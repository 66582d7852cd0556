import { botDataBody } from '@api/infrastructure/api-docs/bot-data-body';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { nameTaken } from '@botdir/contracts';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { submissionErrors } from '../../domain/submission.errors';
import { EditPendingSubmissionController } from './edit-pending-submission.controller';

export const editPendingSubmissionDocs = describeRoutes(EditPendingSubmissionController, {
  edit: {
    section: 'Developer',
    summary: 'Edit a pending submission before review (owner); it keeps its place in the queue',
    description:
      'Appends `PendingSubmissionEdited`: the whole bot is replaced (notes for the reviewer kept when not sent). A reviewer holding a claim sees the fields changed since the claim began (`changesSinceClaim`). The Discord application cannot change.',
    body: botDataBody(true),
    answer: { status: 200, description: '`{ submissionId, botId, status: "pending" }`.' },
    errors: [
      httpErrors.invalidSubmissionId(),
      submissionErrors.notOwner(),
      submissionErrors.notFound(),
      submissionErrors.notPending(),
      submissionErrors.applicationFixed(),
      nameTaken('Name', 'Name'),
    ],
  },
});
