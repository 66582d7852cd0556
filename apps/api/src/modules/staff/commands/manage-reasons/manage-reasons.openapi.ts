import { addCannedReasonSchema, editCannedReasonSchema } from '@botdir/contracts';
import { authErrors } from '@api/infrastructure/auth/auth.errors';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { cannedReasonErrors } from '../../domain/canned-reason.errors';
import { MAX_CANNED_REASONS } from '../../domain/canned-reasons.decider';
import { ManageReasonsController } from './manage-reasons.controller';

const managed = 'Administrators only (a Bot Reviewer gets 403).';

export const manageReasonsDocs = describeRoutes(ManageReasonsController, {
  list: {
    section: 'Staff',
    summary: 'The canned rejection and unlist reasons, active and retired, in added order',
    answer: {
      status: 200,
      description:
        '`CannedReasonView[]`: `{id, kind: reject|unlist, title, explanation, guidelineUrl, active}`.',
      schema: { type: 'array', items: { type: 'object' } },
    },
  },
  add: {
    section: 'Staff',
    summary: 'Add a canned reason',
    description: `${managed} \`guidelineUrl\` is an https URL or a site path (/docs/guidelines#...).`,
    body: { schema: addCannedReasonSchema },
    answer: { status: 201, description: '`{ id }` of the new reason.' },
    errors: [authErrors.administratorOnly(), cannedReasonErrors.tooMany(MAX_CANNED_REASONS)],
  },
  edit: {
    section: 'Staff',
    summary: "Change a canned reason's title, explanation or guideline link",
    description: `${managed} Decisions already made keep the reason as it read then.`,
    body: { schema: editCannedReasonSchema },
    answer: { status: 200, description: '`{ id }`.' },
    errors: [cannedReasonErrors.notFound(), cannedReasonErrors.retired()],
  },
  retire: {
    section: 'Staff',
    summary: 'Retire a canned reason: no longer offered, kept on earlier decisions',
    description: managed,
    answer: { status: 200, description: '`{ id }`.' },
    errors: [cannedReasonErrors.notFound(), cannedReasonErrors.retired()],
  },
});
