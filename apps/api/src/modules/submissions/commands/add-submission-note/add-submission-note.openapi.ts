import { addSubmissionNoteSchema } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { submissionErrors } from '../../domain/submission.errors';
import { AddSubmissionNoteController } from './add-submission-note.controller';

export const addSubmissionNoteDocs = describeRoutes(AddSubmissionNoteController, {
  add: {
    section: 'Staff',
    summary: 'Add an internal staff note to a submission',
    description: 'In the history, never shown to the owner.',
    body: { schema: addSubmissionNoteSchema },
    answer: { status: 201, description: '`{ submissionId, note }`.' },
    errors: [
      httpErrors.invalidSubmissionId(),
      submissionErrors.staffOnly(),
      submissionErrors.notFound(),
    ],
  },
});
